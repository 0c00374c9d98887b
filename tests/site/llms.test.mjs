// Issue 18, on the built site (run `npm run build` first): the Markdown copy of every listed article
// says what its page says (same headings, same code blocks with their language, no raw MDX left),
// /llms.txt lists every listed article once with its description and no unlisted one, /llms-full.txt
// carries them all, /opensearch.xml is a valid OpenSearch 1.1 description linked from every page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {readDocs} from '../../lib/content/docs.mjs';
import {htmlFileOf, loadCatalogue, normRoute} from '../../lib/content/routes.mjs';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const norm = (s) => s.replace(/\s+/g, ' ').trim();
const fileOf = (route, ext) => htmlFileOf(route, BUILD).replace(/\.html$/, ext);
const read = (f) => fs.readFileSync(f, 'utf8');

assert.ok(fs.existsSync(path.join(BUILD, 'robots.txt')), `${BUILD} has no robots.txt: run \`npm run build\` first`);
// The site URL the build was made with (SITE_URL or the config default), as robots.txt announces it.
const SITE = read(path.join(BUILD, 'robots.txt'))
  .match(/^Sitemap: (\S+)\/sitemap\.xml$/m)[1]
  .replace(/\/$/, '');

const catalogue = loadCatalogue().map((r) => ({route: normRoute(r.path), unlisted: r.unlisted}));
const frontMatter = new Map(readDocs().map((d) => [d.route, {file: d.file, ...d.frontMatter}]));
const listed = catalogue.filter((r) => !r.unlisted).map((r) => r.route);
const unlisted = catalogue.filter((r) => r.unlisted).map((r) => r.route);
const mdUrl = (route) => `${SITE}/${route === '/' ? 'index' : route.slice(1)}.md`;

const parseMd = unified().use(remarkParse).use(remarkGfm);

/** Headings and code blocks (language and text) of a rendered article. */
function fromHtml(route) {
  const $ = cheerio.load(read(fileOf(route, '.html')));
  const article = $('.theme-doc-markdown');
  assert.equal(article.length, 1, `${route}: no article body`);
  // Not text: heading anchors, the no-JS tab labels, the icons of doc cards.
  article.find('a.hash-link, noscript, .theme-doc-card-icon').remove();
  const headings = article
    .find('h1, h2, h3, h4, h5, h6')
    .map((_, h) => `${h.tagName} ${norm($(h).text())}`)
    .get();
  const code = article
    .find('pre')
    .map((_, pre) => {
      const lang = ($(pre).attr('class') ?? '').match(/language-(\S+)/)?.[1] ?? '';
      const lines = $(pre).find('.token-line');
      const text = lines.length
        ? lines
            .map((_, l) => $(l).text().replace(/\n$/, ''))
            .get()
            .join('\n')
        : $(pre).text();
      return `${lang}\n${text.replace(/\n+$/, '')}`;
    })
    .get();
  return {headings, code};
}

/** The same, read back from the Markdown copy with a Markdown parser; plus its prose (code left out). */
function fromMarkdown(text) {
  const tree = parseMd.parse(text);
  const headings = [];
  const code = [];
  const html = [];
  let prose = '';
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push(`h${node.depth} ${norm(toString(node))}`);
    if (node.type === 'code') code.push(`${node.lang ?? ''}\n${node.value}`);
    if (node.type === 'html') html.push(node.value);
    if (node.type === 'text') prose += node.value + '\n';
  });
  return {headings, code, html, prose};
}

test('every listed article has its Markdown copy, no unlisted one has', () => {
  assert.ok(listed.length > 200, `only ${listed.length} listed routes in the catalogue`);
  const missing = listed.filter((r) => !fs.existsSync(fileOf(r, '.md')));
  assert.deepEqual(missing, [], `listed routes without a .md copy`);
  const leaked = unlisted.filter((r) => fs.existsSync(fileOf(r, '.md')));
  assert.deepEqual(leaked, [], `unlisted routes with a .md copy`);
  // Front matter agrees with the catalogue (the plugin follows the front matter).
  for (const r of catalogue) {
    assert.equal(
      frontMatter.get(r.route)?.unlisted === true,
      r.unlisted,
      `${r.route}: unlisted differs from the catalogue`,
    );
  }
});

test('each copy has the headings and code blocks of its page, and no raw MDX', () => {
  const problems = [];
  for (const route of listed) {
    const md = read(fileOf(route, '.md'));
    const page = fromHtml(route);
    const copy = fromMarkdown(md);
    const sorted = (a) => [...a].sort();
    try {
      assert.deepEqual(sorted(copy.headings), sorted(page.headings), 'headings');
      assert.deepEqual(sorted(copy.code), sorted(page.code), 'code blocks');
    } catch (e) {
      problems.push(`${route}: ${e.message.split('\n')[0]}\n${e.message.slice(0, 1200)}`);
      continue;
    }
    if (copy.html.length) problems.push(`${route}: raw HTML in the copy: ${copy.html.slice(0, 3).join(' | ')}`);
    const component = copy.prose.match(/<\/?[A-Z][A-Za-z.]*/);
    if (component) problems.push(`${route}: a component name survives: ${component[0]}`);
    const expression = copy.prose.match(/\{[^}\n]*\}/);
    if (expression) problems.push(`${route}: an MDX expression survives: ${expression[0]}`);
    if (md.includes('\u200b')) problems.push(`${route}: a heading anchor (zero-width space) leaked`);
    if (/\]\(\/(?!\/)/.test(md)) problems.push(`${route}: a site-relative link (not absolute)`);
  }
  assert.deepEqual(problems, []);
});

test('admonitions are quoted with their label, tabs labelled, links absolute (payment/refund, additional-services/traffic)', () => {
  const refund = read(fileOf('/payment/refund', '.md'));
  assert.match(refund, /^> \*\*Возврат и валюта\*\*$/m);
  assert.match(refund, new RegExp(`\\]\\(${SITE.replace(/[.]/g, '\\.')}/service-cancellation/`));
  const traffic = read(fileOf('/additional-services/traffic', '.md'));
  assert.match(traffic, /^\*\*Debian и Ubuntu:\*\*\n\n```bash\n/m);
  assert.equal(
    traffic.match(/\*\*AlmaLinux:\*\*/g)?.length,
    1,
    'each tab label once (the no-JS label is not repeated)',
  );
});

test('/llms.txt lists every listed article once, with its description, and no unlisted one', () => {
  const text = read(path.join(BUILD, 'llms.txt'));
  const lines = text.split('\n');
  assert.match(lines[0], /^# \S/, 'starts with # Title');
  assert.match(text, /^> [А-Яа-яЁё].{40,}$/m, 'a one-paragraph summary in Russian');
  assert.match(text, /^## \S/m, 'sections');
  const entries = lines
    .map((l) => l.match(/^- \[(.+)\]\((\S+)\): (.+)$/))
    .filter(Boolean)
    .map(([, title, url, description]) => ({title, url, description}));
  const count = new Map();
  for (const e of entries) count.set(e.url, (count.get(e.url) ?? 0) + 1);
  for (const route of listed) {
    assert.equal(count.get(mdUrl(route)), 1, `${route}: listed ${count.get(mdUrl(route)) ?? 0} times`);
    const entry = entries.find((e) => e.url === mdUrl(route));
    assert.equal(entry.description, norm(frontMatter.get(route).description), `${route}: description`);
    assert.equal(entry.title, norm(frontMatter.get(route).title), `${route}: title`);
  }
  for (const route of unlisted) assert.ok(!text.includes(`${SITE}${route}.md`), `${route} (unlisted) is in llms.txt`);
  assert.equal(entries.length, listed.length, 'no other entries');
});

test('/llms-full.txt carries every listed article in llms.txt order, and no unlisted one', () => {
  const full = read(path.join(BUILD, 'llms-full.txt'));
  const sources = [...full.matchAll(/^Источник: (\S+)$/gm)].map((m) => m[1]);
  const order = [...read(path.join(BUILD, 'llms.txt')).matchAll(/^- \[.+\]\((\S+)\.md\): /gm)].map((m) =>
    m[1] === `${SITE}/index` ? `${SITE}/` : m[1],
  );
  assert.deepEqual(sources, order);
  for (const route of unlisted) assert.ok(!sources.includes(SITE + route), `${route} (unlisted) is in llms-full.txt`);
});

test('/opensearch.xml is an OpenSearch 1.1 description pointing at the search page', () => {
  const $ = cheerio.load(read(path.join(BUILD, 'opensearch.xml')), {xml: true});
  const root = $('OpenSearchDescription');
  assert.equal(root.length, 1);
  assert.equal(root.attr('xmlns'), 'http://a9.com/-/spec/opensearch/1.1/');
  const shortName = $('ShortName').text();
  assert.ok(shortName.length > 0 && [...shortName].length <= 16, `ShortName «${shortName}» must be 1–16 characters`);
  assert.ok($('Description').text().length > 0 && $('Description').text().length <= 1024);
  assert.equal($('InputEncoding').text(), 'UTF-8');
  assert.equal($('Url[type="text/html"]').attr('template'), `${SITE}/search?q={searchTerms}`);
  assert.match($('Image').text(), new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/`));
});

test('every page links the OpenSearch description in its head', () => {
  const walk = (d) =>
    fs.readdirSync(d, {withFileTypes: true}).flatMap((e) => {
      const p = path.join(d, e.name);
      return e.isDirectory() ? (e.name === 'assets' ? [] : walk(p)) : e.name.endsWith('.html') ? [p] : [];
    });
  const pages = walk(BUILD);
  assert.ok(pages.length > 250);
  const without = pages.filter((f) => {
    const $ = cheerio.load(read(f));
    const link = $('head link[rel="search"][type="application/opensearchdescription+xml"]');
    return link.length !== 1 || link.attr('href') !== '/opensearch.xml' || !link.attr('title');
  });
  assert.deepEqual(
    without.map((f) => path.relative(BUILD, f)),
    [],
  );
});

test('glossary tooltips (<Term>) do not leak into the copies: the term stays a link, its hover text goes', () => {
  const leaks = [];
  let terms = 0;
  for (const route of listed) {
    const $ = cheerio.load(read(fileOf(route, '.html')));
    const article = $('.theme-doc-markdown');
    const tips = article
      .find('[role=tooltip]')
      .map((_, t) => norm($(t).text()))
      .get();
    if (!tips.length) continue;
    terms += tips.length;
    article.find('[role=tooltip]').remove();
    const visible = norm(article.text());
    const md = norm(read(fileOf(route, '.md')));
    for (const tip of tips) if (!visible.includes(tip) && md.includes(tip)) leaks.push(`${route}: «${tip}»`);
  }
  assert.ok(terms > 0, 'no glossary term found on any page');
  assert.deepEqual(leaks, []);
});
