/** Cards for the doc ids listed in an article's `related:` front matter; an unknown id fails the build. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocById, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

function RelatedCard({id, from}: {id: string; from: string}): ReactNode {
  let doc;
  try {
    doc = useDocById(id);
  } catch {
    throw new Error(`related: "${id}" in ${from} is not an article id (use the path under docs/ without .mdx)`);
  }
  const layoutDoc = useLayoutDoc(id);
  if (!doc || !layoutDoc) throw new Error(`related: "${id}" in ${from} is not an article id`);
  return (
    <li className={styles.item}>
      <Link to={layoutDoc.path} className={styles.card}>
        <span className={styles.title}>{doc.title}</span>
        {doc.description && <span className={styles.description}>{doc.description}</span>}
      </Link>
    </li>
  );
}

export default function RelatedArticles({ids, from}: {ids: string[]; from: string}): ReactNode {
  if (!ids.length) return null;
  return (
    <nav className={styles.related} aria-labelledby="related-articles">
      <h2 id="related-articles" className={styles.heading}>
        Связанные статьи
      </h2>
      <ul className={styles.list}>
        {ids.map((id) => (
          <RelatedCard key={id} id={id} from={from} />
        ))}
      </ul>
    </nav>
  );
}
