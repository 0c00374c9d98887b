// Reader-visible behaviour of the site frame (spec sections 2 and 4), in Chromium against the built site.
import {test, expect, type Page} from '@playwright/test';
import {loadCatalogue, normRoute} from '../../lib/content/routes.mjs';

const catalogue = loadCatalogue();
const ARTICLE = '/payment/refund';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark by default even when the system prefers light', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle persists in localStorage.theme across reloads and tabs', async ({page, context}) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    const other = await context.newPage();
    await other.goto('/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    // A change in one tab is picked up by the other.
    await hydrated(other);
    await other.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('document title is «page | Hostoria» and html is lang=ru dir=ltr', async ({page}) => {
  await page.goto(ARTICLE);
  const h1 = (await page.locator('article h1').innerText()).trim();
  await expect(page).toHaveTitle(`${h1} | Hostoria`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an unknown path shows the Russian not-found page with section links', async ({page}) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Страница не найдена | Hostoria');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Страница не найдена');
  await expect(page.locator('main')).toContainText('сообщить ему, что ссылка не работает');
  const sectionLinks = page.locator('section[aria-labelledby="not-found-sections"] li a');
  expect(await sectionLinks.count()).toBeGreaterThanOrEqual(6);
  await sectionLinks.first().click();
  await expect(page.locator('article h1')).toBeVisible();
});

test('/payment/refund.html ends on the clean route', async ({page}) => {
  await page.goto('/payment/refund.html');
  await hydrated(page);
  await expect(page).toHaveURL(/\/payment\/refund$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test.describe('desktop layout (> 996 px)', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('sidebar visible, no hamburger; TOC shows h2 and h3 only', async ({page}) => {
    await page.goto('/working-with-server/tech-questions/ssh-connect');
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container nav.menu')).toBeVisible();
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    const headingIds = await page
      .locator('.theme-doc-markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((els) => els.map((e) => e.id));
    const tocIds = await page
      .locator('.table-of-contents a')
      .evaluateAll((els) => els.map((e) => decodeURIComponent((e as HTMLAnchorElement).hash.slice(1))));
    expect(headingIds.length).toBeGreaterThan(0);
    expect(tocIds).toEqual(headingIds);
  });

  test('breadcrumbs follow the sidebar path; previous/next links work', async ({page}) => {
    await page.goto('/payment/methods/individuals-ru/credit-card');
    const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
    await expect(crumbs).toHaveCount(5); // home, Оплата, Способы оплаты, Физлица из России, article
    await expect(crumbs.nth(1)).toHaveText('Оплата');
    await expect(crumbs.nth(2)).toHaveText('Способы оплаты');
    const next = page.locator('.pagination-nav__link--next');
    const prev = page.locator('.pagination-nav__link--prev');
    await expect(next).toBeVisible();
    await expect(prev).toBeVisible();
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\/payment\//);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('logo is 201 px wide and the dark variant shows in dark mode', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const logo = page.locator('.navbar__logo img:visible');
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);
    expect((await logo.boundingBox())?.width).toBe(201);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('.navbar__logo img:visible')).toHaveAttribute('src', /logo-light\.svg$/);
  });

  test('skip-to-content link moves focus to the article', async ({page}) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Перейти к основному содержимому');
    await page.keyboard.press('Enter');
    // The theme focuses <main> and then drops its temporary tabindex, so Chromium moves the focus to
    // <body> but keeps the sequential-navigation point in <main>: the next Tab lands inside the content.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return {inMain: Boolean(el?.closest('main')), inNavbar: Boolean(el?.closest('.navbar'))};
    });
    expect(focused).toEqual({inMain: true, inNavbar: false});
  });

  test('external links open in a new tab with noopener noreferrer', async ({page}) => {
    await page.goto('/');
    const external = page.locator('footer a[href^="https://my.hostoria.example"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toHaveAttribute('rel', /noreferrer/);
  });

  test('unlisted pages are hidden from the sidebar unless current', async ({page}) => {
    const unlisted = catalogue.filter((r) => r.unlisted && !r.index);
    expect(unlisted.length).toBeGreaterThan(5);
    for (const r of unlisted.slice(0, 4)) {
      const route = normRoute(r.path);
      const folder = route.replace(/\/[^/]+$/, '');
      const sibling = catalogue.find(
        (s) => !s.unlisted && !s.index && normRoute(s.path).replace(/\/[^/]+$/, '') === folder,
      );
      expect(sibling, `a listed sibling of ${route}`).toBeTruthy();
      await page.goto(normRoute(sibling!.path));
      await hydrated(page);
      await expect(page.locator(`nav.menu a[href="${route}"]`)).toHaveCount(0);
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator(`nav.menu a[href="${route}"]`)).toHaveAttribute('aria-current', 'page');
      // …and the reader sees no «unlisted page» banner.
      await expect(page.locator('.theme-unlisted-banner')).toHaveCount(0);
    }
  });
});

test.describe('mobile layout (≤ 996 px)', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('hamburger opens the sidebar, locks scroll, closes on back navigation', async ({page}) => {
    await page.goto('/');
    await page.goto(ARTICLE);
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    const toggle = page.locator('button.navbar__toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-label', /[А-Яа-я]/);
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(sidebar.locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', ARTICLE);
    // The back-to-main-menu button exists exactly when the main menu has items.
    const primaryItems = await sidebar.locator('.navbar-sidebar__item').first().locator('.menu__list > li').count();
    const back = sidebar.getByRole('button', {name: /главному меню/});
    await expect(back).toHaveCount(primaryItems > 0 ? 1 : 0);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the mobile sidebar closes when the window becomes desktop-wide', async ({page}) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar--show')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('aside.theme-doc-sidebar-container nav.menu')).toBeVisible();
  });
});
