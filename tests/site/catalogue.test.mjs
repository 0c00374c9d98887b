// The route catalogue (docs/routes.json, a copy of the spec's) against the built site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import {catalogue, announcedRoutes, htmlFileOf, listHtml, routeOfHtml, norm, requireBuild} from '../lib/site.mjs';

requireBuild();
const load = (route) => cheerio.load(fs.readFileSync(htmlFileOf(route), 'utf8'));
const cyrillic = /[а-яё]/i;

test('the catalogue has 287 routes, 10 unlisted, 24 index pages (the home page and 23 folders)', () => {
  assert.equal(catalogue.length, 287);
  assert.equal(catalogue.filter((r) => r.unlisted).length, 10);
  assert.equal(catalogue.filter((r) => r.index).length, 24);
});

test('every catalogue route is built and has a Russian H1', () => {
  const problems = [];
  for (const r of catalogue) {
    const file = htmlFileOf(r.path);
    if (!fs.existsSync(file)) {
      problems.push(`${r.path}: not built (expected ${file})`);
      continue;
    }
    const $ = load(r.path);
    const h1 = $('article h1').first().text().trim();
    if (!h1 || !cyrillic.test(h1)) problems.push(`${r.path}: H1 is "${h1}"`);
  }
  assert.deepEqual(problems, []);
});

test('no page exists outside the catalogue unless it is announced', () => {
  const wanted = new Set(catalogue.map((r) => norm(r.path)));
  const extra = listHtml()
    .map((file) => routeOfHtml(file))
    .filter((route) => !wanted.has(route) && !announcedRoutes.has(route));
  assert.deepEqual(extra, [], `pages outside the catalogue: ${extra.join(', ')}`);
});

test('unlisted pages carry noindex and listed ones do not', () => {
  const wrong = [];
  for (const r of catalogue) {
    const $ = load(r.path);
    const noindex = /noindex/.test($('meta[name="robots"]').attr('content') ?? '');
    if (noindex !== r.unlisted) wrong.push(`${r.path}: unlisted=${r.unlisted} but noindex=${noindex}`);
  }
  assert.deepEqual(wrong, []);
});

test('the sidebar shows each listed page on its own page and hides unlisted ones elsewhere', () => {
  const problems = [];
  const byFolder = new Map();
  for (const r of catalogue) {
    const folder = norm(r.path).replace(/\/[^/]*$/, '') || '/';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), r]);
  }
  for (const r of catalogue) {
    const $ = load(r.path);
    const sidebar = $('nav.menu');
    // An unlisted folder index has no link of its own in the sidebar (stock Docusaurus); on its own
    // page its category is the current item instead.
    const self =
      r.unlisted && r.index
        ? sidebar.find('.menu__link--sublist[aria-current="page"]')
        : sidebar.find(`a[href="${norm(r.path)}"][aria-current="page"]`);
    if (self.length === 0) problems.push(`${r.path}: not the current item in the sidebar of its own page`);
    if (!r.unlisted) continue;
    const sibling = (byFolder.get(norm(r.path).replace(/\/[^/]*$/, '') || '/') ?? []).find((s) => !s.unlisted);
    if (sibling) {
      const $s = load(sibling.path);
      if ($s('nav.menu').find(`a[href="${norm(r.path)}"]`).length) {
        problems.push(`${r.path}: unlisted but shown in the sidebar of ${sibling.path}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('sidebar category labels are in Russian', () => {
  const $ = load('/');
  const labels = $('nav.menu .menu__list-item-collapsible .menu__link')
    .map((_, e) => $(e).text().trim())
    .get();
  assert.ok(labels.length >= 12, `expected the 12 top-level categories, got ${labels.length}`);
  const notRussian = labels.filter((l) => !cyrillic.test(l));
  assert.deepEqual(notRussian, []);
});
