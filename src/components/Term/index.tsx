/**
 * A glossary term: <Term id="raid">RAID</Term>. Links to the glossary article and shows its short
 * definition (the glossary article's own `description`) on hover and on keyboard focus.
 * An unknown id fails the build.
 */
import React, {type ReactNode, useId} from 'react';
import Link from '@docusaurus/Link';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import {useDocSummaries} from '@site/src/utils/docSummaries';
import styles from './styles.module.css';

export default function Term({id, children}: {id: string; children: ReactNode}): ReactNode {
  const tipId = useId();
  const summaryOf = useDocSummaries();
  const path = useLayoutDoc(`glossary/${id}`)?.path;
  if (!path) throw new Error(`<Term id="${id}">: there is no glossary article docs/glossary/${id}.mdx`);
  return (
    <span className={styles.term}>
      <Link to={path} aria-describedby={tipId} className={styles.link}>
        {children}
      </Link>
      <span role="tooltip" id={tipId} className={styles.tip}>
        {summaryOf(`glossary/${id}`).description}
      </span>
    </span>
  );
}
