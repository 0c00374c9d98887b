/** Cards for the doc ids listed in an article's `related:` front matter; an unknown id fails the build. */
import React, {type ReactNode} from 'react';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import CardGrid from '@site/src/components/CardGrid';
import {useDocSummaries} from '@site/src/utils/docSummaries';
import styles from './styles.module.css';

export default function RelatedArticles({ids, from}: {ids: string[]; from: string}): ReactNode {
  const summaryOf = useDocSummaries();
  const paths = new Map((useActiveVersion(undefined)?.docs ?? []).map((d) => [d.id, d.path]));
  if (!ids.length) return null;
  const cards = ids.map((id) => {
    const to = paths.get(id);
    if (!to)
      throw new Error(`related: "${id}" in ${from} is not an article id (use the path under docs/ without .mdx)`);
    const {title, description} = summaryOf(id);
    return {to, title, text: description};
  });
  return (
    <nav className={styles.related} aria-labelledby="related-articles">
      <h2 id="related-articles" className={styles.heading}>
        Связанные статьи
      </h2>
      <CardGrid cards={cards} />
    </nav>
  );
}
