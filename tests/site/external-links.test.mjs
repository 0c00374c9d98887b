// Links to other hosts open in a new tab with no opener and no referrer (product spec, «Routing behaviour»):
// every external http(s) link on every built page — Markdown links, fact components (<Billing>, <SiteLink>,
// <Telegram>, …), footer, theme — must have target="_blank" and rel with noopener and noreferrer.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

const BUILD = path.resolve('build');

function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** A page's links to other hosts, each with what it lacks (empty when it opens safely in a new tab). */
function externalLinks(html) {
  const $ = cheerio.load(html);
  // The site's own address (absolute links to it are not «other hosts»).
  const own = $('link[rel="canonical"]').attr('href') ?? $('meta[property="og:url"]').attr('content');
  const ownHost = own ? new URL(own).host : undefined;
  const links = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href').trim();
    if (!/^https?:\/\//i.test(href)) return;
    if (ownHost && new URL(href).host === ownHost) return;
    const rel = ($(el).attr('rel') ?? '').split(/\s+/);
    const missing = [
      ...($(el).attr('target') === '_blank' ? [] : ['target="_blank"']),
      ...['noopener', 'noreferrer'].filter((r) => !rel.includes(r)).map((r) => `rel ${r}`),
    ];
    links.push({href, missing});
  });
  return links;
}

/** External links of one page that would open in the same tab or hand over the opener/referrer. */
function badExternalLinks(html) {
  return externalLinks(html)
    .filter((l) => l.missing.length)
    .map((l) => `${l.href} (no ${l.missing.join(', ')})`);
}

test('every external link on every built page opens in a new tab without opener and referrer', () => {
  assert.ok(fs.existsSync(path.join(BUILD, 'index.html')), 'build/ is missing: run `npm run build` first');
  const files = htmlFiles(BUILD);
  assert.ok(files.length > 280, `expected the whole site, found ${files.length} pages`);
  let external = 0;
  const problems = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    external += externalLinks(html).length;
    for (const link of badExternalLinks(html)) problems.push(`${path.relative(BUILD, file)}: ${link}`);
  }
  assert.ok(external > 300, `expected external links (footer, fact components), found ${external}`);
  assert.equal(problems.join('\n'), '', `${problems.length} external link(s) without a new tab and rel`);
});

test('the check reports a plain external link and accepts internal, same-site and mailto links', () => {
  const html = `<html><head><link rel="canonical" href="https://help.example.org/x"></head><body>
    <a href="https://my.example.org/tickets">plain</a>
    <a href="https://t.me/bot" target="_blank" rel="noopener">no noreferrer</a>
    <a href="https://example.com/ok" target="_blank" rel="noopener noreferrer">ok</a>
    <a href="https://help.example.org/payment">same site</a>
    <a href="/payment/balance">internal</a><a href="mailto:a@example.org">mail</a></body></html>`;
  assert.deepEqual(badExternalLinks(html), [
    'https://my.example.org/tickets (no target="_blank", rel noopener, rel noreferrer)',
    'https://t.me/bot (no rel noreferrer)',
  ]);
});
