// The site stays usable when things go wrong: no JavaScript, blocked storage, a page's code that
// cannot be downloaded, a render crash; and it is usable by keyboard alone.
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {loadCatalogue, normRoute} from '../../lib/content/routes.mjs';

const catalogue = loadCatalogue();
const ARTICLE = '/payment/refund';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every article has its title, body, sidebar links and footer in the HTML', async ({page}) => {
    test.setTimeout(5 * 60_000);
    const problems: string[] = [];
    for (const r of catalogue) {
      const route = normRoute(r.path);
      await page.goto(route);
      const h1 = (await page.locator('article h1').textContent())?.trim();
      const words = (await page.locator('.theme-doc-markdown').innerText()).split(/\s+/).length;
      const sidebarLinks = await page.locator('nav.menu a[href^="/"]').count();
      const footer = await page.locator('footer.footer').isVisible();
      if (!h1 || words < 40 || sidebarLinks < 12 || !footer) {
        problems.push(`${route}: h1=${h1} words=${words} sidebarLinks=${sidebarLinks} footer=${footer}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test('with localStorage blocked the page renders, the colour switch works for the visit, only warnings are logged', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(errors).toEqual([]);
  expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
});

// Prefetches of linked pages' code are refused, so a navigation has to download the next page's code
// when the reader clicks (as on a slow connection, or for a link that was never on screen).
async function refusePrefetches(page: Page) {
  await page.route(/\/assets\/js\/[^/]+\.js$/, (route) =>
    route.request().resourceType() === 'script' ? route.fallback() : route.abort('blockedbyclient'),
  );
}

// The next article's link, and its title as the server-rendered HTML of that page has it.
async function nextArticle(page: Page) {
  const next = page.locator('.pagination-nav__link--next');
  const href = await next.getAttribute('href');
  expect(href, 'the article has a next-page link').toBeTruthy();
  const html = await (await page.request.get(href as string)).text();
  const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1].trim();
  expect(title, `${href} has an H1`).toBeTruthy();
  return {next, href: href as string, title: title as string};
}

test.describe('a page whose code cannot be downloaded', () => {
  test('offline: the Russian error and «Повторить» in place of the article, and Retry recovers once the network is back', async ({
    page,
    context,
  }) => {
    await refusePrefetches(page);
    await page.goto(ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {next, href, title} = await nextArticle(page);

    await context.setOffline(true);
    await next.click();
    const alert = page.getByRole('alert').filter({hasText: 'Не удалось загрузить страницу'});
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page).toHaveTitle('Страница не загрузилась | Hostoria');
    // The reader keeps the site around the error: header, sidebar, footer.
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('nav.menu a[href="/payment/refund"]')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    const {violations} = await new AxeBuilder({page}).include('[role="alert"]').analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);

    const retry = alert.getByRole('button', {name: 'Повторить'});
    // Still offline: Retry downloads again, fails again and says so again.
    const failedAgain = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/js/'));
    await retry.click();
    await failedAgain;
    await expect(alert).toBeVisible();
    await expect(page.locator('article h1')).toHaveCount(0);

    await context.setOffline(false);
    await retry.click();
    await expect(page.locator('article h1')).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Hostoria`);
    await expect(alert).toHaveCount(0);
  });

  test('server reachable (a new release removed old code): the page reloads and shows the article', async ({page}) => {
    let stale = false;
    // Registered first, so it runs after refusePrefetches for the code files.
    await page.route(/\/assets\/js\/[^/]+\.js$/, (route) =>
      stale ? route.fulfill({status: 404, contentType: 'text/html', body: 'Not Found'}) : route.continue(),
    );
    await refusePrefetches(page);
    await page.goto(ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // From now on the old release's code files are gone from the server.
    stale = true;
    const {next, href, title} = await nextArticle(page);
    // The site checks that the server answers before it reloads; from then on the "new release" is live.
    await page.route(`**${href}`, (route) => {
      if (route.request().method() === 'HEAD') stale = false;
      return route.continue();
    });
    await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('article h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload)).toBeUndefined();
    expect(stale).toBe(false);
  });
});

test('a render crash shows the Russian crash page, and «Попробуйте ещё раз» recovers', async ({page}) => {
  // Make the article footer's mail link builder throw during render, as a component bug would.
  await page.addInitScript(() => {
    const original = window.encodeURIComponent;
    (window as unknown as {__crash: boolean}).__crash = false;
    window.encodeURIComponent = (value: string | number | boolean) => {
      if ((window as unknown as {__crash: boolean}).__crash && String(value).startsWith('Вопрос по статье')) {
        throw new Error('Тестовый сбой отрисовки');
      }
      return original(value);
    };
  });
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = true));
  const next = page.locator('.pagination-nav__link--next');
  const target = await next.getAttribute('href');
  await next.click();
  await expect(page.getByRole('heading', {name: 'На странице произошёл сбой.'})).toBeVisible();
  await expect(page.getByText('Тестовый сбой отрисовки')).toBeVisible();
  // A crash inside the article is shown by the layout's own error boundary: header and footer stay.
  await expect(page.locator('.navbar .navbar__logo')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  const retry = page.getByRole('button', {name: 'Попробуйте ещё раз'});
  await expect(retry).toBeVisible();
  await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = false));
  await retry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
});

test('a crash outside the article (site-wide error view, src/theme/Error) keeps the header and footer', async ({
  page,
}) => {
  // Throw during one navigation, in code that runs above the layout (the progress-bar route hook that core's
  // navigation calls while deciding to update): only the site-wide error boundary catches that. React retries
  // a failed render once in the same task, so the fault lasts until the end of that task.
  await page.addInitScript(() => {
    const w = window as unknown as {__crashOnce: boolean};
    const original = window.setTimeout;
    w.__crashOnce = false;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (w.__crashOnce && timeout === 200) {
        original(() => (w.__crashOnce = false), 0);
        throw new Error('Тестовый сбой вне статьи');
      }
      return original(handler, timeout, ...args);
    }) as typeof window.setTimeout;
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as {__crashOnce: boolean}).__crashOnce = true));
  await page.locator('.pagination-nav__link--next').click();

  await expect(page.getByRole('heading', {name: 'На странице произошёл сбой.'})).toBeVisible();
  await expect(page.getByText('Тестовый сбой вне статьи')).toBeVisible();
  await expect(page).toHaveTitle('Ошибка на странице');
  // The reader keeps the site around the error: header with logo and search, footer with contacts.
  await expect(page.locator('.navbar .navbar__logo')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  await expect(page.locator('footer.footer .footer__copyright')).toBeVisible();
  const retry = page.getByRole('button', {name: 'Попробуйте ещё раз'});
  await retry.click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  expect(errors.filter((e) => !e.includes('Тестовый сбой вне статьи'))).toEqual([]);
});

test.describe('keyboard', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the mobile menu opens, is used and closes with the keyboard; focus is visible in both modes', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const toggle = page.locator('button.navbar__toggle');
    await toggle.focus();
    const outline = async () =>
      page.evaluate(() => {
        const s = getComputedStyle(document.activeElement as Element);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      });
    expect(await outline()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toBeVisible();
    // Tab moves through the menu; a link opens with Enter.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.navbar-sidebar .menu__list a.menu__link[href^="/"]')),
      );
    }
    expect(reached).toBe(true);
    expect(await outline()).toBe(true);
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Open again and close with the close button, by keyboard only.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toBeVisible();
    await page.locator('.navbar-sidebar__close').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Light mode: focus is still visible.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await toggle.focus();
    expect(await outline()).toBe(true);
  });
});
