// Reader features beyond the spec: freshness, feedback, related articles, glossary terms, OS tabs,
// search-engine metadata, print and heading anchors — each checked in Chromium on the built site.
import {test, expect} from '@playwright/test';
import {execSync} from 'node:child_process';
import {readDocs} from './docs';

const docs = readDocs();
const byRoute = new Map(docs.map((d) => [d.route, d]));
const SITE = 'https://help.hostoria.example';
const ARTICLE = '/payment/refund';
const shallow = execSync('git rev-parse --is-shallow-repository').toString().trim() !== 'false';

test('every article shows when it was last updated (from git), or no date at all in a shallow clone', async ({
  page,
}) => {
  const file = byRoute.get(ARTICLE)!.file;
  await page.goto(ARTICLE);
  const time = page.locator('.theme-last-updated time');
  if (shallow) {
    await expect(time).toHaveCount(0);
    return;
  }
  // As Docusaurus reads it (`git log --name-status`, which lists no files for merge commits).
  const committed = execSync(`git log -1 --no-merges --format=%cI -- ${file}`).toString().trim();
  expect(committed).not.toBe('');
  await expect(page.locator('.theme-last-updated')).toContainText('Последнее обновление');
  expect(new Date((await time.getAttribute('datetime'))!).getTime()).toBe(new Date(committed).getTime());
});

test('«Не нашли ответ?» leads to support with the article address prefilled', async ({page}) => {
  await page.goto(ARTICLE);
  const block = page.locator('section[aria-labelledby="article-feedback"]');
  await expect(block.getByRole('heading', {name: 'Не нашли ответ?'})).toBeVisible();
  await expect(block.getByRole('link', {name: 'Создать запрос в личном кабинете'})).toHaveAttribute(
    'href',
    'https://my.hostoria.example/tickets/new',
  );
  const mail = decodeURIComponent((await block.getByRole('link', {name: /Написать на/}).getAttribute('href'))!);
  expect(mail).toContain('mailto:support@hostoria.example?subject=');
  expect(mail).toContain(`${SITE}${ARTICLE}`);
  const report = decodeURIComponent(
    (await block.getByRole('link', {name: 'Сообщить об ошибке в этой статье'}).getAttribute('href'))!,
  );
  expect(report).toContain('mailto:docs@hostoria.example?subject=');
  expect(report).toContain(`Статья: ${SITE}${ARTICLE}`);
});

test('related articles from front matter are shown as cards that open those articles', async ({page}) => {
  const doc = docs.find((d) => d.route.startsWith('/payment/') && d.related.length >= 2);
  expect(doc, 'a payment article with related: in front matter').toBeTruthy();
  await page.goto(doc!.route);
  const cards = page.locator('nav[aria-labelledby="related-articles"] li a');
  await expect(cards).toHaveCount(doc!.related.length);
  for (const [i, id] of doc!.related.entries()) {
    const target = docs.find((d) => d.id === id)!;
    await expect(cards.nth(i)).toHaveAttribute('href', target.route);
    await expect(cards.nth(i).locator('span').first()).toHaveText(target.title);
  }
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${docs.find((d) => d.id === doc!.related[0])!.route}$`));
});

test('a glossary term shows its definition on hover and on keyboard focus and links to the glossary', async ({
  page,
}) => {
  const doc = docs.find((d) => d.body.includes('<Term id="raid"'));
  expect(doc, 'an article that uses <Term id="raid">').toBeTruthy();
  const definition = docs.find((d) => d.route === '/glossary/raid')!.description;
  await page.goto(doc!.route);
  const term = page.locator('.theme-doc-markdown a[href="/glossary/raid"][aria-describedby]').first();
  const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
  await expect(tip).toBeHidden();
  await expect(tip).toHaveText(definition);
  await term.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await term.focus();
  await expect(tip).toBeVisible();
  await term.press('Enter');
  await expect(page).toHaveURL(/\/glossary\/raid$/);
});

test('an OS tab chosen in one article stays chosen in the next (groupId + queryString)', async ({page}) => {
  const withTabs = docs.filter((d) => /<Tabs groupId="os" queryString/.test(d.body) && /value="alma"/.test(d.body));
  expect(withTabs.length).toBeGreaterThan(1);
  await page.goto(withTabs[0].route);
  // The bundles start after the first paint (lib/ssr-template.mjs): a click before hydration switches nothing.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page
    .getByRole('tab', {name: /AlmaLinux/})
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]os=alma/);
  await page.goto(withTabs[1].route);
  await expect(page.getByRole('tab', {name: /AlmaLinux/}).first()).toHaveAttribute('aria-selected', 'true');
});

test('search engines get description, OpenGraph, canonical, JSON-LD, sitemap and robots.txt', async ({
  page,
  request,
}) => {
  const doc = byRoute.get(ARTICLE)!;
  await page.goto(ARTICLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', doc.description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/img/social-card.png`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${ARTICLE}`);
  // Helmet rewrites the head while the page hydrates, so read the JSON-LD once it has settled.
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as {'@type': string; mainEntity?: {name: string}[]},
    );
  const types = async () => (await jsonLd()).map((j) => j['@type']);
  await expect.poll(types).toEqual(expect.arrayContaining(['TechArticle', 'BreadcrumbList']));
  await page.goto('/');
  await expect.poll(types).toEqual(expect.arrayContaining(['Organization']));
  const faqDoc = docs.find((d) => d.faq)!;
  await page.goto(faqDoc.route);
  // One read that has the FAQPage: Helmet may remove and re-add the blocks between two reads.
  let faq: {mainEntity?: {name: string}[]} | undefined;
  await expect
    .poll(async () => (faq = (await jsonLd()).find((j) => j['@type'] === 'FAQPage'))?.mainEntity?.length ?? 0)
    .toBeGreaterThanOrEqual(3);
  await expect(page.locator('h3').filter({hasText: faq!.mainEntity![0].name})).toHaveCount(1);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const d of docs) {
    const loc = `<loc>${SITE}${d.route === '/' ? '/' : d.route}</loc>`;
    expect(sitemap.includes(loc), `${d.route} in sitemap`).toBe(!d.unlisted);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('printing shows the article only, with link addresses and unclipped code', async ({page}) => {
  const doc = docs.find(
    (d) => d.route.includes('/tech-questions/') && /```bash/.test(d.body) && /\]\(\//.test(d.body),
  )!;
  await page.goto(doc.route);
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.footer',
    'section[aria-labelledby="article-feedback"]',
    '.pagination-nav',
  ]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();
  const link = page.locator('.theme-doc-markdown p a[href^="/"]').first();
  const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain(await link.getAttribute('href'));
  const pre = page.locator('.theme-doc-markdown pre').first();
  expect(await pre.evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-wrap');
});

test('heading anchors link to the heading and are announced in Russian', async ({page}) => {
  await page.goto(ARTICLE);
  const heading = page.locator('.theme-doc-markdown h2').first();
  const id = await heading.getAttribute('id');
  const anchor = heading.locator('a.hash-link');
  await expect(anchor).toHaveAttribute('href', `#${id}`);
  await expect(anchor).toHaveAttribute(
    'aria-label',
    `Прямая ссылка на раздел «${(await heading.innerText()).replace(/\u200b/g, '').trim()}»`,
  );
  await heading.hover();
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id!).replace(/[%]/g, '%')}$`, 'i'));
});
