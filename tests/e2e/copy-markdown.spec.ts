// Issue 18 in Chromium through nginx: «Скопировать как Markdown» puts the article's Markdown copy on the
// clipboard (mouse and keyboard), announces it quietly, passes axe, is absent without JavaScript; the
// copies, llms.txt and opensearch.xml go out with the right Content-Type, charset, cache and gzip.
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const ARTICLE = '/payment/refund';
const BUTTON = {name: 'Скопировать как Markdown'};

async function expectClipboardIsCopy(page: Page, mdPath: string) {
  const expected = await (await page.request.get(mdPath)).text();
  expect(expected).toMatch(/^# /);
  await expect(page.getByRole('status').filter({hasText: 'Скопировано'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
}

test.describe('copy as Markdown, with JavaScript', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('the button copies the page’s .md to the clipboard', async ({page}) => {
    await page.goto(ARTICLE);
    const button = page.getByRole('button', BUTTON);
    await expect(button).toBeVisible();
    await button.click();
    await expectClipboardIsCopy(page, `${ARTICLE}.md`);
  });

  test('works from the keyboard, and the home page copies /index.md', async ({page}) => {
    await page.goto('/');
    const button = page.getByRole('button', BUTTON);
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expectClipboardIsCopy(page, '/index.md');
  });

  test('passes axe with the confirmation shown', async ({page}) => {
    await page.goto(ARTICLE);
    await page.getByRole('button', BUTTON).click();
    await expect(page.getByRole('status').filter({hasText: 'Скопировано'})).toBeVisible();
    const {violations} = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('hidden when printing', async ({page}) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('button', BUTTON)).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('button', BUTTON)).toBeHidden();
  });
});

test.describe('copy as Markdown, without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the button is absent', async ({page}) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('button', BUTTON)).toHaveCount(0);
  });
});

test('copies, llms.txt and opensearch.xml: Content-Type with charset, short cache, gzip', async ({request}) => {
  const cases: [string, RegExp][] = [
    [`${ARTICLE}.md`, /^text\/markdown; charset=utf-8$/],
    ['/index.md', /^text\/markdown; charset=utf-8$/],
    ['/llms.txt', /^text\/plain; charset=utf-8$/],
    ['/llms-full.txt', /^text\/plain; charset=utf-8$/],
    ['/opensearch.xml', /^(text|application)\/xml; charset=utf-8$/],
  ];
  for (const [url, type] of cases) {
    const r = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
    expect(r.status(), url).toBe(200);
    const h = r.headers();
    expect(h['content-type'], url).toMatch(type);
    expect(h['cache-control'], url).toBe('public, max-age=3600');
    expect(h['content-security-policy'], url).toContain("default-src 'self'");
    if (url !== '/opensearch.xml') expect(h['content-encoding'], url).toBe('gzip');
  }
  // The page without the extension is still the HTML page.
  const page = await request.get(ARTICLE);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  // An unlisted article has no copy.
  expect((await request.get('/apps/3x-ui.md')).status()).toBe(404);
});
