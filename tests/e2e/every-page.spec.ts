// Every catalogue page through nginx in Chromium: no Content-Security-Policy violation, no console
// error, and no serious or critical axe-core violation (WCAG 2.1 A/AA). Dark desktop view for all
// pages; light mode at phone width for one page of every section. One browser, pages in parallel.
import {test, expect, type BrowserContext, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {loadCatalogue, normRoute} from '../../lib/content/routes.mjs';

const catalogue = loadCatalogue();
const CONCURRENCY = 3;

async function checkPages(context: BrowserContext, routes: string[]): Promise<string[]> {
  const queue = [...routes];
  const failures: string[] = [];
  await context.addInitScript(() => {
    (window as unknown as {__csp: string[]}).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as {__csp: string[]}).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  async function worker() {
    const page: Page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      errors = [];
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const csp = await page.evaluate(() => (window as unknown as {__csp: string[]}).__csp);
      for (const v of csp) failures.push(`${route}: CSP violation ${v}`);
      // The not-found page is served with status 404 on purpose; Chromium logs that as an error.
      for (const e of errors.filter((x) => !(route === '/no-such-page' && /status of 404/.test(x)))) {
        failures.push(`${route}: console error ${e}`);
      }
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        failures.push(
          `${route}: axe ${v.id} (${v.impact}) on ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        );
      }
    }
    await page.close();
  }
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  return failures;
}

test('every page, dark mode, desktop: no CSP violation, console error or serious accessibility problem', async ({
  browser,
}) => {
  test.setTimeout(20 * 60_000);
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, colorScheme: 'dark'});
  const routes = [...catalogue.map((r) => normRoute(r.path)), '/search?q=пароль', '/no-such-page'];
  const failures = await checkPages(context, routes);
  await context.close();
  expect(failures).toEqual([]);
});

test('one page of every section, light mode, phone width: no serious accessibility problem', async ({browser}) => {
  test.setTimeout(5 * 60_000);
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const sections = new Map<string, string>();
  for (const r of catalogue) {
    const section = normRoute(r.path).split('/')[1] ?? '';
    if (!sections.has(section)) sections.set(section, normRoute(r.path));
  }
  const failures = await checkPages(context, [...sections.values()]);
  await context.close();
  expect(sections.size).toBeGreaterThanOrEqual(12);
  expect(failures).toEqual([]);
});
