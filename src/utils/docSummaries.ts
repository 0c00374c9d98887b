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

/** One article's summary by doc id; throws naming the page when the build did not provide it. */
export type DocSummaryOf = (id: string) => DocSummary;

export function useDocSummaries(): DocSummaryOf {
  const {metadata} = useDoc();
  const summaries = (metadata as {docSummaries?: Record<string, DocSummary>}).docSummaries ?? {};
  return (id) => {
    const summary = summaries[id];
    if (!summary)
      throw new Error(
        `${metadata.source} shows "${id}", but plugins/docs-page-summaries.mjs did not give the page its summary`,
      );
    return summary;
  };
}
