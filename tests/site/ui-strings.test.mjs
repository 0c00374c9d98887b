// Walks every built page and fails on an English interface string outside article text:
// theme labels, aria-labels, titles and button texts must be Russian in this Russian-only site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {listHtml, requireBuild, BUILD} from '../lib/site.mjs';
import {readDocs} from '../../lib/content/index.mjs';

requireBuild();

// Strings that come from our own content (titles, menu labels) are the writers' business, not UI.
const contentStrings = new Set();
for (const {frontMatter: fm} of readDocs())
  for (const k of ['title', 'sidebar_label']) if (fm[k]) contentStrings.add(String(fm[k]).trim());
const walk = (d) =>
  fs
    .readdirSync(d, {withFileTypes: true})
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : e.name === '_category_.json' ? [path.join(d, e.name)] : [],
    );
for (const f of walk('docs')) contentStrings.add(JSON.parse(fs.readFileSync(f, 'utf8')).label);

const allowed = [
  /^Hostoria$/,
  /^[\w.+-]+@[\w.-]+$/, // e-mail addresses from the provider facts
  /^https?:\/\//,
  /^[+\d][\d\s()-]+$/,
];
const isEnglish = (s) => /[A-Za-z]{2,}/.test(s) && !/[А-Яа-яЁё]/.test(s);

test('no English interface strings on any built page', () => {
  const found = new Map();
  const files = listHtml();
  assert.ok(files.length > 280, `expected the whole site, found ${files.length} pages`);
  for (const file of files) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    // Article text and code are content; the table of contents and pagination repeat article headings/titles.
    $('.theme-doc-markdown, script, style, pre, code, noscript, .table-of-contents').remove();
    const strings = [];
    $('body *').each((_, el) => {
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = $(el).attr(attr);
        if (v) strings.push(v.trim());
      }
    });
    $('body')
      .find('*')
      .contents()
      .each((_, node) => {
        if (node.type === 'text') {
          const t = $(node).text().trim();
          if (t) strings.push(t);
        }
      });
    for (const s of strings) {
      if (!isEnglish(s) || contentStrings.has(s) || allowed.some((re) => re.test(s))) continue;
      const page = path.relative(BUILD, file);
      if (!found.has(s)) found.set(s, page);
    }
  }
  const report = [...found].map(([s, page]) => `"${s}" (first on ${page})`);
  assert.deepEqual(report, []);
});
