// Wrapped: an article's card gets its description from the page's own data (plugins/docs-page-summaries.mjs), as the version data no longer carries every description.
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocSummaries} from '@site/src/utils/docSummaries';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const summaryOf = useDocSummaries();
  const described =
    item.type === 'link' && item.docId && item.description === undefined
      ? {...item, description: summaryOf(item.docId).description}
      : item;
  return <DocCard item={described} />;
}
