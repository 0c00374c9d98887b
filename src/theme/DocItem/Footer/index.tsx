// Wrapped: after the stock footer (last update) every article gets «Скопировать как Markdown», its related articles and the «Не нашли ответ?» block.
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import RelatedArticles from '@site/src/components/RelatedArticles';
import ArticleFeedback from '@site/src/components/ArticleFeedback';
import CopyMarkdown from '@site/src/components/CopyMarkdown';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const related = (frontMatter as {related?: unknown}).related;
  if (related !== undefined && !(Array.isArray(related) && related.every((id) => typeof id === 'string'))) {
    throw new Error(`related: in ${metadata.source} must be a list of article ids`);
  }
  return (
    <>
      <Footer {...props} />
      {/* Unlisted articles have no Markdown copy (plugins/llms-txt.mjs). */}
      {!metadata.unlisted && <CopyMarkdown permalink={metadata.permalink} />}
      <RelatedArticles ids={(related as string[] | undefined) ?? []} from={metadata.source} />
      <ArticleFeedback title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
