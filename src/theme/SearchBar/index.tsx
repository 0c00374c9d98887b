// Provided (the classic theme's SearchBar is empty): the navbar search box over the Pagefind index — a real
// <form action="/search"> that works without JavaScript, and with it a combobox with live results.
// Only the box is in every page's bundle: the search client and the results panel (with the support contacts
// from the provider facts) load when the reader focuses it.
import React, {type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import type {Option, Outcome} from './Panel';
import styles from './styles.module.css';

const loadPanel = () => import('./Panel');
const Panel = lazy(loadPanel);
const loadSearch = () => import('@site/src/components/Search/pagefind');

const RESULTS = 6;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const location = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // «/» or Ctrl+K (⌘K) from anywhere on the page puts the cursor in the box.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      if (ctrlK || (e.key === '/' && !isTyping(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new page closes the list.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setOutcome(null);
      return;
    }
    let current = true;
    loadSearch()
      .then(async ({countText, searchArticles}) => {
        const r = await searchArticles(q, RESULTS, baseUrl);
        return {query: q, ...r, announcement: countText(r.total)};
      })
      .then(
        (r) => current && (setOutcome(r), setActive(-1)),
        () => current && setOutcome({query: q, error: true}),
      );
    return () => {
      current = false;
    };
  }, [query, baseUrl]);

  // The active option stays in view when the list scrolls, and its page's chunks load (arrow keys show intent,
  // as the pointer over a result does; result links do not prefetch on view, see Search/ResultLink).
  useEffect(() => {
    const option = active >= 0 ? document.getElementById(`${id}-option-${active}`) : null;
    option?.scrollIntoView({block: 'nearest'});
    const url = option?.getAttribute('href');
    if (url) void window.docusaurus.preload(url);
  }, [active, id]);

  const hits = outcome && 'hits' in outcome ? outcome.hits : [];
  const allUrl = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const options: Option[] = hits.flatMap((hit) => [
    {key: hit.url, url: hit.url, hit},
    ...hit.headings.map((heading) => ({key: heading.url, url: heading.url, hit, heading})),
  ]);
  const listItems = options.length ? [...options.map((o) => o.url), allUrl] : [];
  const expanded = open && outcome !== null;
  const optionId = (i: number) => `${id}-option-${i}`;

  const go = (url: string) => {
    setOpen(false);
    history.push(url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!listItems.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Positions -1 (the box itself) … n-1, wrapping around.
      setActive((a) => ((a + 1 + step + listItems.length + 1) % (listItems.length + 1)) - 1);
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < listItems.length) {
      e.preventDefault();
      go(listItems[active]!);
    } else if (e.key === 'Escape') {
      // The first Escape closes the list and keeps the query (the browser would clear a search input).
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      }
      setActive(-1);
    }
  };

  return (
    <div
      className={styles.searchBox}
      onBlur={(e) => {
        // Tab moves through the results (a scrolling list must be reachable by keyboard); leaving the box closes it.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        action={searchPage}
        method="get"
        role="search"
        aria-label="Быстрый поиск"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) go(allUrl);
        }}
      >
        <input
          ref={input}
          className={clsx('navbar__search-input', styles.input)}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder="Поиск"
          aria-label="Поиск по справочному центру"
          aria-keyshortcuts="/ Control+K"
          role="combobox"
          aria-autocomplete="list"
          // Expanded only when the listbox is shown («nothing found» is a message, not a list).
          aria-expanded={expanded && listItems.length > 0}
          aria-controls={expanded && listItems.length ? `${id}-list` : undefined}
          aria-activedescendant={expanded && active >= 0 && active < listItems.length ? optionId(active) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            // The engine and the panel load while the reader types the first letters.
            loadSearch()
              .then(({loadPagefind}) => loadPagefind(baseUrl))
              .catch(() => undefined);
            loadPanel().catch(() => undefined);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {/* Without JavaScript, Enter or this button opens /search?q=…; with it, the same results page. */}
        <button type="submit" className={styles.submit} aria-label="Найти">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 4l-1.4 1.4 5.6 5.6H4v2h12.2l-5.6 5.6L12 20l8-8z" />
          </svg>
        </button>
      </form>
      {expanded && outcome && (
        <Suspense fallback={null}>
          <Panel
            id={id}
            outcome={outcome}
            options={options}
            active={active}
            allUrl={allUrl}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) input.current?.focus();
            }}
          />
        </Suspense>
      )}
      <div role="status" className={styles.srOnly}>
        {expanded && outcome && 'announcement' in outcome ? outcome.announcement : ''}
      </div>
    </div>
  );
}
