// Wrapped: marks the article text for the Pagefind index (data-pagefind-body), with the section path and the
// front-matter keywords as search data; unlisted articles (noindex) are left out of the index.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  if (metadata.unlisted) return <Content {...props} />;
  // The categories above the article in the sidebar: «Оплата › Возврат средств».
  const section = breadcrumbs
    .slice(0, -1)
    .map((item) => item.label)
    .join(' › ');
  const keywords = (frontMatter.keywords ?? []).join(', ');
  return (
    <div data-pagefind-body="">
      {section && (
        <span hidden data-pagefind-meta="section" data-pagefind-ignore="">
          {section}
        </span>
      )}
      {/* The reader's own words for the topic (front matter `keywords`): searchable, never displayed. */}
      {keywords && <span data-pagefind-index-attrs="data-keywords" data-keywords={keywords} />}
      <Content {...props} />
    </div>
  );
}
