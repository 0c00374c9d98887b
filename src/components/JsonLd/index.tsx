import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {jsonForHtml} from '@site/src/utils/jsonForHtml';

/** Structured data for search engines, escaped so that no title or heading can close the script element. */
export default function JsonLd({data}: {data: Record<string, unknown>}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{jsonForHtml(data)}</script>
    </Head>
  );
}
