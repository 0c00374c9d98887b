/**
 * The title and description of the other articles this article shows (cards, glossary tooltips, related
 * articles). plugins/docs-page-summaries.mjs writes them into the article's own metadata as `docSummaries`,
 * instead of every page loading those of all articles; only inside an article (useDoc's provider).
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export interface DocSummary {
  title: string;
  description: string;
}

/** What plugins/docs-page-summaries.mjs adds to every article's metadata (the theme's type does not know it). */
export interface PageSummariesMetadata {
  /** {docId: summary} of the articles this page shows. */
  docSummaries?: Record<string, DocSummary>;
  /** «Last updated» date as the theme formats it, made at build time. */
  lastUpdatedText?: string;
}

/** The current article's metadata with the fields the plugin adds; only inside an article (useDoc's provider). */
export function usePageSummariesMetadata(): PageSummariesMetadata & {source: string} {
  const {metadata} = useDoc();
  return metadata as typeof metadata & PageSummariesMetadata;
}

/** One article's summary by doc id; throws naming the page when the build did not provide it. */
export type DocSummaryOf = (id: string) => DocSummary;

export function useDocSummaries(): DocSummaryOf {
  const metadata = usePageSummariesMetadata();
  const summaries = metadata.docSummaries ?? {};
  return (id) => {
    const summary = summaries[id];
    if (!summary)
      throw new Error(
        `${metadata.source} shows "${id}", but plugins/docs-page-summaries.mjs did not give the page its summary`,
      );
    return summary;
  };
}
