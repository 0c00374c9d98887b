/**
 * The site search: Pagefind's own client (build/pagefind/pagefind.js, made by `npm run build`), loaded at run
 * time on first use, so no search code is in the bundle of a page that nobody searches on.
 */

/** One article in the results, with the headings inside it that match. */
export type Hit = {
  url: string;
  title: string;
  /** The sidebar categories above the article: «Оплата › Возврат средств». */
  section: string;
  /** Pagefind's excerpt: escaped text with <mark> around the matched words. */
  excerpt: string;
  headings: {url: string; title: string; excerpt: string}[];
};

type PagefindSubResult = {title: string; url: string; excerpt: string; anchor?: {element: string}};
type PagefindData = {url: string; excerpt: string; meta: Record<string, string>; sub_results: PagefindSubResult[]};
type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<{results: PagefindResult[]}>;
};

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once (fetches pagefind.js, its entry file and the WebAssembly module). */
export function loadPagefind(baseUrl = '/'): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    // webpackIgnore: the bundler must leave this import to the browser (the file exists only after the build).
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({excerptLength: 18});
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

// Pagefind indexes build/payment/refund.html; the page's address is /payment/refund.
const cleanUrl = (url: string): string => url.replace(/(?:\/index)?\.html(?=#|$)/, '') || '/';

/**
 * Pagefind returns only pages that contain every word of the query. Readers type whole sentences («поменять
 * часовой пояс») whose every word is rarely in one article, so when a query of several words finds fewer than
 * `enough` pages, the pages that match all words but one follow, best first.
 */
async function rankedResults(pagefind: Pagefind, query: string, enough = 5): Promise<PagefindResult[]> {
  const {results} = await pagefind.search(query);
  const words = query.split(/\s+/).filter(Boolean);
  if (results.length >= enough || words.length < 2) return results;
  const seen = new Set(results.map((r) => r.id));
  const relaxed = await Promise.all(words.map((_, i) => pagefind.search(words.filter((__, j) => j !== i).join(' '))));
  const extra = new Map<string, PagefindResult>();
  for (const r of relaxed.flatMap((x) => x.results)) {
    if (seen.has(r.id)) continue;
    const known = extra.get(r.id);
    if (!known || known.score < r.score) extra.set(r.id, r);
  }
  return [...results, ...[...extra.values()].sort((a, b) => b.score - a.score)];
}

/** Searches and loads the first `limit` articles (each one a small fragment file). */
export async function searchArticles(
  query: string,
  limit: number,
  baseUrl = '/',
): Promise<{total: number; hits: Hit[]}> {
  const pagefind = await loadPagefind(baseUrl);
  const results = await rankedResults(pagefind, query);
  const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  const hits = data.map((d): Hit => {
    const url = cleanUrl(d.url);
    return {
      url,
      title: d.meta.title ?? url,
      section: d.meta.section ?? '',
      excerpt: d.excerpt,
      headings: d.sub_results
        .filter((s) => s.anchor && s.anchor.element !== 'h1' && s.url.includes('#'))
        .slice(0, 2)
        .map((s) => ({url: cleanUrl(s.url), title: s.title, excerpt: s.excerpt})),
    };
  });
  return {total: results.length, hits};
}

const plural = new Intl.PluralRules('ru');
const articleWords: Record<string, string> = {one: 'статья', few: 'статьи', many: 'статей', other: 'статьи'};
const foundWords: Record<string, string> = {one: 'Найдена', few: 'Найдено', many: 'Найдено', other: 'Найдено'};

/** «Найдено 5 статей», «Найдена 21 статья», «Ничего не найдено»: the text for the screen-reader announcement. */
export function countText(total: number): string {
  if (total === 0) return 'Ничего не найдено';
  const form = plural.select(total);
  return `${foundWords[form]} ${total} ${articleWords[form]}`;
}
