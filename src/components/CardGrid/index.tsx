/** A grid of link cards (title and a line of text): sections on the home and not-found pages, related articles. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  to: string;
  title: string;
  text?: string;
}

export default function CardGrid({cards}: {cards: Card[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((c) => (
        <li key={c.to} className={styles.item}>
          <Link to={c.to} className={styles.card}>
            <span className={styles.title}>{c.title}</span>
            {c.text && <span className={styles.text}>{c.text}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
