/**
 * A link to a search result. Docusaurus' <Link> prefetches the route chunks of every link that scrolls into view
 * (10–17 KB per query for a list of results the reader mostly skips); this one is a plain <a href> that loads a
 * page's chunks only on intent (pointer over it, touch, keyboard focus) and navigates client-side on a plain
 * click. Middle-click, Ctrl/⌘/Shift-click and «open in new tab» stay the browser's; without JavaScript it is an
 * ordinary link.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type Props = Omit<ComponentProps<'a'>, 'href'> & {to: string};

/** Loads the route chunks of `url` (Docusaurus' client API, the same call its <Link> makes on hover). */
function preload(url: string): void {
  void window.docusaurus.preload(url);
}

export default function ResultLink({to, onClick, ...props}: Props): ReactNode {
  const history = useHistory();
  const intent = () => preload(to);
  return (
    <a
      {...props}
      href={to}
      onMouseEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={(e) => {
        onClick?.(e);
        // Only a plain left click stays in the app; anything else (new tab, window, download) is the browser's.
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        history.push(to);
      }}
    />
  );
}
