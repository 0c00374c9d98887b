// Site search (Pagefind, our React UI): lazy loading, keyboard and screen-reader behaviour, Russian morphology,
// ё/е, Latin terms, the results page, the not-found page and what works without JavaScript.
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {readDocs} from './docs';

const docs = readDocs();
const listed = docs.filter((d) => !d.unlisted);
const ARTICLE = '/payment/refund';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const box = (page: Page) => page.getByRole('combobox', {name: 'Поиск по справочному центру'});

/** Types a query into the navbar box and returns the titles of the articles offered (not the headings). */
async function search(page: Page, query: string): Promise<string[]> {
  const input = box(page);
  await input.fill(query);
  // The open list shows this query's results (data-query), and the count is announced.
  await expect(page.locator(`nav [data-query="${query}"]`)).toBeVisible();
  await expect(page.locator('nav [role="status"]')).toHaveText(/Найден|Ничего не найдено/);
  return page.locator('nav [role="option"]:not([class*="heading"]) [class*="title"]').allInnerTexts();
}

test.describe('navbar search box', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test.beforeEach(async ({page}) => {
    await page.goto(ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('nothing of the search is fetched on a plain view; focusing the box loads it; no other host is asked', async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    const otherHosts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.host !== new URL(page.url()).host) otherHosts.push(r.url());
      if (url.pathname.startsWith('/pagefind/')) searchRequests.push(url.pathname);
    });
    await page.goto(ARTICLE);
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await box(page).focus();
    await expect.poll(() => searchRequests).toContain('/pagefind/pagefind.js');
    await search(page, 'сервер');
    expect(searchRequests.some((p) => p.startsWith('/pagefind/index/'))).toBe(true);
    expect(searchRequests.some((p) => p.startsWith('/pagefind/fragment/'))).toBe(true);
    expect(otherHosts).toEqual([]);
  });

  test('the box is a labelled combobox in a search form; «/» and Ctrl+K put the cursor in it', async ({page}) => {
    const input = box(page);
    await expect(input).toHaveAttribute('placeholder', 'Поиск');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search', {name: 'Быстрый поиск'})).toHaveAttribute('action', '/search');
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.locator('article h1').click();
    await expect(input).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
  });

  test('arrow keys move through the results, Enter opens one, Escape closes the list', async ({page}) => {
    await search(page, 'пароль root');
    const input = box(page);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = page.locator('nav [role="option"]');
    expect(await options.count()).toBeGreaterThan(2);
    await input.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await input.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // Tab goes to the «Найти» button, then into the list (it may scroll); the list stays open meanwhile.
    await input.press('Tab');
    await expect(page.getByRole('button', {name: 'Найти'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('nav [role="listbox"]')).toBeHidden();
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const target = new URL((await first.getAttribute('href'))!, page.url()).pathname;
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
    expect(target).not.toBe(ARTICLE);
  });

  test('results load no page code until chosen; a click opens the article in place, Ctrl+click in a new tab', async ({
    page,
    context,
  }) => {
    await box(page).focus();
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await search(page, 'ssh');
    // Docusaurus' <Link> would prefetch as soon as the results are drawn (IntersectionObserver); give it time.
    await page.waitForTimeout(1000);
    // Only search files: the result links do not prefetch their pages' chunks on view.
    expect(fetched.filter((p) => !p.startsWith('/pagefind/'))).toEqual([]);
    const first = page.locator('nav [role="option"]').first();
    const target = new URL((await first.getAttribute('href'))!, page.url()).pathname;
    expect(target).not.toBe(ARTICLE);
    // Ctrl+click is the browser's: a new tab with the article, this page stays.
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({modifiers: ['Control']})]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(target);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    // A plain click navigates inside the app (no page load: the marker on window survives).
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await search(page, 'raid');
    const option = page.locator('nav [role="option"]').first();
    const next = new URL((await option.getAttribute('href'))!, page.url()).pathname;
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${next}(#.*)?$`));
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the result count is announced in Russian; results show the section and a highlighted excerpt', async ({
    page,
  }) => {
    await search(page, 'возврат');
    await expect(page.locator('nav [role="status"]')).toHaveText(/^Найден[оа] \d+ стат(ья|ьи|ей)$/);
    const first = page.locator('nav [role="option"]').first();
    await expect(first.locator('[class*="section"]')).not.toBeEmpty();
    await expect(first.locator('mark').first()).toHaveText(/возврат/i);
    // Results go down to headings: some options point into an article.
    await search(page, 'ssh ключ');
    expect(await page.locator('nav [role="option"][href*="#"]').count()).toBeGreaterThan(0);
  });

  test('one word form finds the others: «пароли» → «пароль», «серверах» → «сервер»', async ({page}) => {
    const passwords = await search(page, 'пароли');
    expect(passwords.some((t) => /парол/i.test(t) && !/пароли/i.test(t))).toBe(true);
    const servers = await search(page, 'серверах');
    expect(servers.some((t) => /сервер(?!ах)/i.test(t))).toBe(true);
  });

  test('«время» is not a stop word: it finds the timezone article', async ({page}) => {
    const timezone = listed.find((d) => d.route.endsWith('/tech-questions/timezone'))!;
    expect(await search(page, 'время')).toContain(timezone.title);
  });

  test('е and ё are the same letter: «отчетные» and «отчётные», «учетная» and «учётная» find the same', async ({
    page,
  }) => {
    expect(listed.some((d) => /отчётн/i.test(d.body))).toBe(true);
    const plain = await search(page, 'отчетные');
    expect(plain.length).toBeGreaterThan(0);
    expect((await search(page, 'отчётные')).sort()).toEqual(plain.sort());
    // Articles that match every word come first and are the same; the partial matches after them may differ.
    const withYo = await search(page, 'учётная запись');
    expect(withYo.length).toBeGreaterThan(0);
    expect((await search(page, 'учетная запись'))[0]).toBe(withYo[0]);
  });

  for (const term of ['ssh', 'mtr', 'nginx', 'raid']) {
    test(`Latin term «${term}» finds its articles`, async ({page}) => {
      const expected = listed.filter((d) => d.title.toLowerCase().includes(term)).map((d) => d.title);
      expect(expected.length).toBeGreaterThan(0);
      const results = await search(page, term);
      expect(results.some((t) => expected.includes(t))).toBe(true);
    });
  }

  test('unlisted articles (noindex) are not in the index', async ({page}) => {
    const unlisted = docs.find((d) => d.route === '/apps/wireguard')!;
    expect(unlisted.unlisted).toBe(true);
    const results = await search(page, 'WireGuard');
    expect(results).not.toContain(unlisted.title);
    expect(await page.locator(`nav [role="option"][href^="/apps/wireguard"]`).count()).toBe(0);
  });

  test('a query with no match says so in Russian and gives the support contacts', async ({page}) => {
    expect(await search(page, 'щфыволдж')).toEqual([]);
    await expect(page.locator('nav [role="status"]')).toHaveText('Ничего не найдено');
    const panel = page.locator('nav [class*="panel"]');
    await expect(panel).toContainText('По запросу «щфыволдж» ничего не найдено');
    await expect(panel.locator('a[href^="mailto:support@"]')).toBeVisible();
    await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
  });

  test('axe: no violation (WCAG and best practices) with the results list open', async ({page}) => {
    await search(page, 'пароль');
    await box(page).press('ArrowDown');
    const {violations} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await search(page, 'щфыволдж');
    // The no-results panel itself: axe's target-size otherwise counts the article's TOC links that the
    // open popover covers (seen when the TOC's last link sits under the panel).
    const empty = await new AxeBuilder({page}).include('.navbar').withTags(AXE_TAGS).analyze();
    expect(empty.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});

test('the results page /search?q= is shareable, noindex, inside <main>, and passes axe', async ({page}) => {
  await page.goto('/search?q=' + encodeURIComponent('пароль'));
  await expect(page.locator('main h1')).toHaveText('Результаты поиска по запросу «пароль»');
  await expect(page.locator('main [role="status"]')).toHaveText(/^Найден[оа] \d+ стат/);
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const input = page.getByRole('searchbox', {name: 'Поисковый запрос'});
  await expect(input).toHaveValue('пароль');
  const {violations} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A new query from the page's own form updates the address, so it can be shared.
  await input.fill('возврат денег');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D0%B2/);
  await expect(page.locator('main h1')).toHaveText('Результаты поиска по запросу «возврат денег»');
  await page.goto('/search?q=' + encodeURIComponent('щфыволдж'));
  await expect(page.locator('main')).toContainText('ничего не найдено');
  await expect(page.locator('main a[href^="mailto:support@"]')).toBeVisible();
});

test('on a phone the search is reachable from the navbar', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await box(page).tap();
  await box(page).fill('пароли');
  await expect(page.locator('nav [role="option"]').first()).toBeInViewport();
  await context.close();
});

test('the not-found page offers a search box that opens the results page', async ({page}) => {
  await page.goto('/no-such-page-here');
  const form = page.getByRole('searchbox', {name: 'Поиск по справочному центру'});
  await form.fill('пароли');
  await form.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator('h1')).toContainText('пароли');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('Enter in the navbar box opens /search?q=…', async ({page}) => {
    await page.goto(ARTICLE);
    const input = page.locator('nav form[role="search"] input[name="q"]');
    await input.fill('пароль');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C$/);
  });

  test('/search says that search needs JavaScript and lists the sections', async ({page}) => {
    await page.goto('/search?q=' + encodeURIComponent('пароль'));
    const main = page.locator('main');
    await expect(main).toContainText('Поиск работает в браузере с включённым JavaScript');
    const sections = main.locator('a[href^="/"]');
    expect(await sections.count()).toBeGreaterThanOrEqual(8);
    await expect(main.getByRole('link', {name: /Оплата/})).toHaveAttribute('href', '/payment/balance');
  });
});
