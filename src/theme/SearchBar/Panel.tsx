/** The navbar search's results panel (loaded on first focus of the box): options, «all results», «nothing found». */
import React, {type ReactNode, Suspense, lazy} from 'react';
import clsx from 'clsx';
import type {Hit} from '@site/src/components/Search/pagefind';
import Excerpt from '@site/src/components/Search/Excerpt';
import ResultLink from '@site/src/components/Search/ResultLink';
import styles from './styles.module.css';

// Only when a query finds nothing: the support contacts come with the provider facts (~10 KB), which the first
// query would otherwise download again (the article's chunk has its own copy).
const NoResults = lazy(() => import('@site/src/components/Search/NoResults'));

export type Option = {key: string; url: string; hit: Hit; heading?: Hit['headings'][number]};
export type Outcome = {query: string; total: number; hits: Hit[]; announcement: string} | {query: string; error: true};

type Props = {
  id: string;
  outcome: Outcome;
  options: Option[];
  active: number;
  allUrl: string;
  /** Closes the list; with `refocus`, the cursor goes back to the box (Escape inside the list). */
  onClose: (refocus?: boolean) => void;
};

export default function Panel({id, outcome, options, active, allUrl, onClose}: Props): ReactNode {
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div
      className={styles.panel}
      data-query={outcome.query}
      onMouseDown={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
    >
      {options.length > 0 && (
        <div role="listbox" id={`${id}-list`} aria-label="Результаты поиска">
          {options.map((o, i) => (
            <ResultLink
              key={o.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              to={o.url}
              className={clsx(styles.option, o.heading && styles.heading, i === active && styles.active)}
              onClick={() => onClose()}
            >
              {o.heading ? (
                <span className={styles.title}>{o.heading.title}</span>
              ) : (
                <>
                  {o.hit.section && <span className={styles.section}>{o.hit.section}</span>}
                  <span className={styles.title}>{o.hit.title}</span>
                </>
              )}
              <span className={styles.excerpt}>
                <Excerpt html={o.heading ? o.heading.excerpt : o.hit.excerpt} />
              </span>
            </ResultLink>
          ))}
          <ResultLink
            id={optionId(options.length)}
            role="option"
            aria-selected={active === options.length}
            to={allUrl}
            className={clsx(styles.option, styles.all, active === options.length && styles.active)}
            onClick={() => onClose()}
          >
            Все результаты{'total' in outcome ? ` (${outcome.total})` : ''}
          </ResultLink>
        </div>
      )}
      {'error' in outcome && (
        <p className={styles.message}>Поиск сейчас недоступен. Обновите страницу и попробуйте ещё раз.</p>
      )}
      {'total' in outcome && outcome.total === 0 && (
        <div className={styles.message}>
          <Suspense fallback={null}>
            <NoResults query={outcome.query} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
