// The site stays usable when things go wrong: no JavaScript, blocked storage, a render crash;
// and it is usable by keyboard alone.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';

const catalogue: {path: string}[] = JSON.parse(fs.readFileSync('tests/data/routes.json', 'utf8')).routes;
const clean = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const ARTICLE = '/payment/refund';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every article has its title, body, sidebar links and footer in the HTML', async ({page}) => {
    test.setTimeout(5 * 60_000);
    const problems: string[] = [];
    for (const r of catalogue) {
      const route = clean(r.path);
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
  const retry = page.getByRole('button', {name: 'Попробуйте ещё раз'});
  await expect(retry).toBeVisible();
  await page.evaluate(() => ((window as unknown as {__crash: boolean}).__crash = false));
  await retry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
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
