// lib/content: routes, catalogue, front matter, article listing, fact ids — with inputs that must fail.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILD_DIR,
  DOCS_DIR,
  docIdOf,
  expandTargets,
  frontMatterKeyLine,
  htmlFileOf,
  listDocFiles,
  loadCatalogue,
  normRoute,
  parseFrontMatter,
  readDocs,
  routeOfDoc,
  routeOfHtml,
} from '../../lib/content/index.mjs';
import {checkFactId, loadProvider} from '../../lib/content/facts.mjs';

test('normRoute: trailing slashes, empty path, query and hash', () => {
  assert.equal(normRoute('/payment/refund/'), '/payment/refund');
  assert.equal(normRoute('/payment/refund//'), '/payment/refund');
  assert.equal(normRoute('/'), '/');
  assert.equal(normRoute(''), '/');
  assert.equal(normRoute('payment'), '/payment');
  assert.equal(normRoute('/payment/refund?x=1#terms'), '/payment/refund');
});

test('file → doc id → route: index pages, absolute and relative slugs, files outside docs/', () => {
  const doc = (rel) => path.join(DOCS_DIR, rel);
  assert.equal(docIdOf(doc('payment/refund.mdx')), 'payment/refund');
  assert.equal(routeOfDoc(doc('payment/refund.mdx')), '/payment/refund');
  assert.equal(routeOfDoc(doc('payment/index.mdx')), '/payment');
  assert.equal(routeOfDoc(doc('index.mdx')), '/');
  assert.equal(routeOfDoc(doc('payment/refund.md'), {slug: '/money-back/'}), '/money-back');
  assert.equal(routeOfDoc(doc('payment/refund.mdx'), {slug: 'back'}), '/payment/back');
  assert.equal(routeOfDoc('tests/fixtures/x.mdx'), null);
  assert.equal(routeOfDoc('tests/fixtures/x.mdx', {slug: '/x'}), '/x');
});

test('route ↔ built HTML file (trailingSlash: false)', () => {
  assert.equal(htmlFileOf('/'), path.join(BUILD_DIR, 'index.html'));
  assert.equal(htmlFileOf('/payment/refund/'), path.join(BUILD_DIR, 'payment/refund.html'));
  for (const route of ['/', '/payment', '/payment/refund']) assert.equal(routeOfHtml(htmlFileOf(route)), route);
  assert.equal(routeOfHtml(path.join(BUILD_DIR, 'payment/index.html')), '/payment');
});

test('catalogue: 287 normalised routes; a file without "routes" is refused naming it', () => {
  const catalogue = loadCatalogue();
  assert.equal(catalogue.length, 287);
  assert.ok(catalogue.every((r) => r.path === normRoute(r.path)));
  const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cat-')), 'routes.json');
  fs.writeFileSync(bad, '{"paths": []}');
  assert.throws(() => loadCatalogue(bad), new RegExp(`${bad.replace(/[/.]/g, '\\$&')}: "routes" must be a list`));
});

test('listDocFiles skips _partials, other files and the catalogue; every catalogue route has one article', () => {
  const files = listDocFiles();
  assert.ok(files.every((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_')));
  const routes = new Set(readDocs().map((d) => d.route));
  assert.deepEqual(
    loadCatalogue().filter((r) => !routes.has(r.path)),
    [],
  );
  assert.throws(() => expandTargets(['docs/no-such.mdx']), /docs\/no-such\.mdx: файла или папки нет/);
});

test('front matter: fields, body line and key lines', () => {
  const r = parseFrontMatter('---\ntitle: Заголовок\nsidebar_position: 3\n---\n\nТекст.\n');
  assert.deepEqual(r.frontMatter, {title: 'Заголовок', sidebar_position: 3});
  assert.deepEqual(r.issues, []);
  assert.equal(r.bodyLine, 5);
  assert.equal(r.body, '\nТекст.\n');
  assert.equal(frontMatterKeyLine(r.rawLines, 'sidebar_position'), 3);
  assert.equal(frontMatterKeyLine(r.rawLines, 'slug'), 1);
});

test('front matter: every malformed case is an issue with a line, never an exception', () => {
  const issue = (text) => parseFrontMatter(text).issues.map((i) => `${i.line}: ${i.message}`);
  assert.match(issue('Текст без front matter')[0], /^1: нет front matter/);
  assert.match(issue('---\n---\nТекст')[0], /^1: front matter пуст/);
  assert.match(issue('---\n# только комментарий\n---\nТекст')[0], /^1: front matter пуст/);
  assert.match(issue('---\nпросто строка\n---\n')[0], /^2: front matter должен состоять из полей/);
  assert.match(issue('---\n- a\n- b\n---\n')[0], /^2: front matter должен состоять из полей/);
  assert.match(issue('---\ntitle: a\ndescription: [b\n---\n')[0], /^\d: front matter — не YAML/);
  const crlf = parseFrontMatter('---\r\ntitle: a\r\n---\r\nx');
  assert.deepEqual(crlf.frontMatter, {title: 'a'});
  assert.match(crlf.issues[0].message, /CRLF/);
});

test('fact ids: known ones pass, unknown ones name the component, the value and the known ids', () => {
  const provider = loadProvider();
  assert.equal(checkFactId(provider, 'Fact', 'terms.deleteAfterDays'), null);
  assert.equal(checkFactId(provider, 'Menu', 'tickets'), null);
  assert.equal(checkFactId(provider, 'Email', 'billing'), null);
  assert.equal(checkFactId(provider, 'Tabs', 'anything'), null);
  assert.match(checkFactId(provider, 'Fact', 'terms.nope'), /<Fact id="terms.nope">: такого факта нет/);
  assert.match(checkFactId(provider, 'Fact', 'terms'), /это не одно значение/);
  assert.match(checkFactId(provider, 'Fact', 'constructor'), /такого факта нет/);
  assert.match(
    checkFactId(provider, 'Menu', 'toString'),
    /<Menu id="toString">: неизвестный id; допустимые: .*tickets/,
  );
  assert.match(
    checkFactId(provider, 'Email', 'boss'),
    /<Email id="boss">: неизвестный id; допустимые: support, billing/,
  );
  assert.match(checkFactId(provider, 'SiteLink', 'shop'), /<SiteLink to="shop">/);
});
