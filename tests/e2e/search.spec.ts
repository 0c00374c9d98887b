// Local search in Russian: morphology, ё/е, Latin terms, no-result text, UI language and lazy index loading.
import {test, expect, type Page} from '@playwright/test';
import {readDocs} from './docs';

const docs = readDocs().filter((d) => !d.unlisted);
const ARTICLE = '/payment/refund';

async function search(page: Page, query: string): Promise<string[]> {
  const input = page.locator('input.navbar__search-input');
  await input.fill('');
  await input.fill(query);
  const menu = page.locator('[role="listbox"]').first();
  await expect(menu).toBeVisible();
  await expect(menu.locator('[role="option"], [class*="noResults"]').first()).toBeVisible();
  return page.locator('[role="option"] [class*="hitTitle"]').allInnerTexts();
}

test.describe('search box', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test.beforeEach(async ({page}) => {
    await page.goto(ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('the index is not fetched on a plain article view, only when the reader focuses the box', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/search-index.*\.json/.test(r.url())) indexRequests.push(r.url());
    });
    await page.goto(ARTICLE);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await page.locator('input.navbar__search-input').focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('the search input is labelled in Russian and Ctrl+K focuses it', async ({page}) => {
    const input = page.locator('input.navbar__search-input');
    await expect(input).toHaveAttribute('aria-label', 'Поиск по справочному центру');
    await expect(input).toHaveAttribute('placeholder', 'Поиск');
    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
  });

  test('one word form finds the others: «пароли» → password articles, «серверах» → «сервер»', async ({page}) => {
    const passwords = await search(page, 'пароли');
    expect(passwords.length).toBeGreaterThan(0);
    expect(passwords.some((t) => /парол/i.test(t) && !/пароли/i.test(t))).toBe(true);
    const servers = await search(page, 'серверах');
    expect(servers.some((t) => /сервер(?!ах)/i.test(t))).toBe(true);
  });

  test('«время» is not a stop word: it finds the timezone article', async ({page}) => {
    const timezone = docs.find((d) => d.route.endsWith('/tech-questions/timezone'));
    expect(timezone).toBeTruthy();
    expect(timezone!.body).toMatch(/врем/i);
    const results = await search(page, 'время');
    expect(results).toContain(timezone!.title);
  });

  test('е and ё are the same letter: «отчетные» and «отчётные» find the same articles', async ({page}) => {
    // The articles spell the word with ё (the writers' ё policy): a query with е must still find it.
    expect(docs.some((d) => /отчётн/i.test(d.body))).toBe(true);
    const plain = await search(page, 'отчетные');
    expect(plain.some((t) => /отчётн/i.test(t))).toBe(true);
    const yo = await search(page, 'отчётные');
    expect(yo).toEqual(plain);
    // The other direction: a query written with ё finds text written with е.
    const withYoQuery = await search(page, 'учётная запись');
    const withEQuery = await search(page, 'учетная запись');
    expect(withYoQuery.length).toBeGreaterThan(0);
    expect(withYoQuery).toEqual(withEQuery);
  });

  for (const term of ['ssh', 'mtr', 'nginx', 'raid']) {
    test(`Latin term «${term}» finds its articles`, async ({page}) => {
      const expected = docs.filter((d) => d.title.toLowerCase().includes(term)).map((d) => d.title);
      expect(expected.length).toBeGreaterThan(0);
      const results = await search(page, term);
      expect(results.some((t) => expected.includes(t))).toBe(true);
    });
  }

  test('a query with no match says so in Russian and suggests support', async ({page}) => {
    const results = await search(page, 'щфыволдж');
    expect(results).toEqual([]);
    const menu = page.locator('[role="listbox"]').first();
    await expect(menu).toContainText('Ничего не найдено');
    await expect(menu).toContainText('поддержк');
  });
});

test('the results page /search lists results in Russian', async ({page}) => {
  await page.goto('/search?q=' + encodeURIComponent('пароль'));
  await expect(page.locator('h1')).toHaveText('Результаты поиска по запросу «пароль»');
  await expect(page.locator('body')).toContainText(/Найден[оа]? \d+ стат/);
  await expect(page.locator('input[type="search"]')).toHaveAttribute('aria-label', 'Поисковый запрос');
  await page.goto('/search?q=' + encodeURIComponent('щфыволдж'));
  await expect(page.locator('body')).toContainText('ничего не найдено');
});

test('on a phone the search is reachable from the navbar', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill('пароли');
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  await context.close();
});

test('the not-found page offers a search box that opens the results page', async ({page}) => {
  await page.goto('/no-such-page-here');
  const box = page.getByRole('searchbox', {name: 'Поиск по справочному центру'}).last();
  await box.fill('пароли');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator('h1')).toContainText('пароли');
});
