/**
 * /search?q=… — the search results page (shareable, noindex). Without JavaScript (or before it runs) it says
 * that search needs JavaScript and lists the sections; the search form still works as a plain GET form.
 */
import React, {type ReactNode, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchForm from '@site/src/components/SearchForm';
import SectionLinks from '@site/src/components/SectionLinks';
import {countText, searchArticles, type Hit} from '@site/src/components/Search/pagefind';
import Excerpt from '@site/src/components/Search/Excerpt';
import ResultLink from '@site/src/components/Search/ResultLink';
import NoResults from '@site/src/components/Search/NoResults';
import styles from './search.module.css';

const PAGE = 10;
const LABEL = 'Поисковый запрос';

function Results({query}: {query: string}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [limit, setLimit] = useState(PAGE);
  const [result, setOutcome] = useState<{query: string; total: number; hits: Hit[]} | {query: string; error: true}>();
  // Until the results of this query arrive, nothing of the previous query is shown.
  const outcome = result?.query !== query ? null : 'error' in result ? 'error' : result;
  useEffect(() => setLimit(PAGE), [query]);
  useEffect(() => {
    let current = true;
    searchArticles(query, limit, baseUrl).then(
      (r) => current && setOutcome({query, ...r}),
      () => current && setOutcome({query, error: true}),
    );
    return () => {
      current = false;
    };
  }, [query, limit, baseUrl]);

  if (outcome === 'error') return <p role="status">Поиск сейчас недоступен. Обновите страницу и попробуйте ещё раз.</p>;
  return (
    <>
      <p role="status" className={styles.count}>
        {outcome === null ? 'Ищем…' : countText(outcome.total)}
      </p>
      {outcome?.total === 0 && <NoResults query={query} />}
      {outcome && outcome.hits.length > 0 && (
        <ol className={styles.results}>
          {outcome.hits.map((hit) => (
            <li key={hit.url} className={styles.result}>
              {hit.section && <p className={styles.section}>{hit.section}</p>}
              <Heading as="h2" className={styles.title}>
                <ResultLink to={hit.url}>{hit.title}</ResultLink>
              </Heading>
              <p className={styles.excerpt}>
                <Excerpt html={hit.excerpt} />
              </p>
              {hit.headings.length > 0 && (
                <ul className={styles.headings}>
                  {hit.headings.map((h) => (
                    <li key={h.url}>
                      <ResultLink to={h.url}>{h.title}</ResultLink>
                      <span className={styles.excerpt}>
                        {' — '}
                        <Excerpt html={h.excerpt} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {outcome && outcome.total > outcome.hits.length && (
        <button type="button" className="button button--secondary" onClick={() => setLimit((l) => l + PAGE)}>
          Показать ещё
        </button>
      )}
    </>
  );
}

function WithJavaScript(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim();
  return (
    <>
      <Heading as="h1">{query ? `Результаты поиска по запросу «${query}»` : 'Поиск по справочному центру'}</Heading>
      <SearchForm
        label={LABEL}
        defaultValue={query}
        onSearch={(q) => history.push(`${location.pathname}?q=${encodeURIComponent(q)}`)}
      />
      {query ? <Results query={query} /> : <p>Введите слово или вопрос, например «возврат денег» или «ssh».</p>}
    </>
  );
}

/** What the server renders: shown until the page's script runs, and for good if it never does. */
function WithoutJavaScript(): ReactNode {
  return (
    <>
      <Heading as="h1">Поиск по справочному центру</Heading>
      <SearchForm label={LABEL} />
      <p className={styles.notice}>
        Поиск работает в браузере с включённым JavaScript. Без него откройте нужный раздел справочного центра — в
        боковом меню каждого раздела есть все его статьи:
      </p>
      <SectionLinks />
    </>
  );
}

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Layout title="Поиск" description="Поиск по статьям справочного центра.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">{isBrowser ? <WithJavaScript /> : <WithoutJavaScript />}</div>
        </div>
      </main>
    </Layout>
  );
}
