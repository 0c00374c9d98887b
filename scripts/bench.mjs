#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Run it alone (2 cores): it builds the site twice.
// - cold build: wall time, peak memory, pages, output size;
// - one article's first view: HTML bytes and gzip bytes of the JS and CSS it loads (with and without search);
// - search: index size (raw, gzip) and query latency in Chromium for 20 typical queries;
// - Lighthouse (mobile) for the home page and two articles served by nginx (skipped if lighthouse is absent).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';

const ARTICLE = process.env.BENCH_ARTICLE ?? '/payment/refund';
const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const QUERIES = [
  'пароли',
  'серверах',
  'время',
  'отчетные',
  'ssh',
  'mtr',
  'nginx',
  'raid',
  'возврат денег',
  'счёт для организации',
  'перезагрузка',
  'резервные копии',
  'dns',
  'ipv6',
  'windows',
  'ддос',
  'переустановка ос',
  'оплата картой',
  'fastpanel',
  'swap',
];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function descendants(pid) {
  const out = [pid];
  for (const p of out) {
    try {
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      /* ended */
    }
  }
  return out;
}
const rssOf = (pids) =>
  pids.reduce((sum, p) => {
    try {
      const m = fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return sum + (m ? Number(m[1]) * 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);

async function coldBuild(env = {}) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(dir, {recursive: true, force: true});
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ...env}});
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(descendants(child.pid)))), 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with code ${code}`);
  return {seconds: (Date.now() - started) / 1000, peak};
}

const walk = (dir) =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

async function withNginx(fn) {
  const server = spawn('node', ['tests/hosting/serve-nginx.mjs', String(PORT)], {stdio: 'ignore', detached: true});
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${BASE}/`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return await fn();
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

async function firstView(browser) {
  const page = await browser.newPage();
  const assets = new Set();
  let indexFetched = false;
  let prefetched = 0;
  page.on('request', async (req) => {
    const url = new URL(req.url());
    if (/search-index/.test(url.pathname)) indexFetched = true;
    if (!/\.(js|css)$/.test(url.pathname)) return;
    // Chunks of linked pages prefetched in idle time are not part of this page's first view.
    const purpose = (await req.allHeaders())['sec-purpose'] ?? '';
    if (/prefetch/.test(purpose)) prefetched++;
    else assets.add(url.pathname);
  });
  await page.goto(`${BASE}${ARTICLE}`, {waitUntil: 'networkidle'});
  await page.close();
  let js = 0;
  let css = 0;
  for (const a of assets) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join('build', a)), {level: 9}).length;
    if (a.endsWith('.js')) js += gz;
    else css += gz;
  }
  return {js, css, files: assets.size, prefetched, indexFetched};
}

async function queryLatency(browser) {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(`${BASE}${ARTICLE}`, {waitUntil: 'networkidle'});
  const input = page.locator('input.navbar__search-input');
  await input.focus();
  await input.fill('сервер');
  await page.locator('[role="option"]').first().waitFor();
  const times = [];
  for (const q of QUERIES) {
    await input.fill('');
    const ms = await page.evaluate(async (query) => {
      const el = document.querySelector('input.navbar__search-input');
      const list = () => document.querySelector('[role="listbox"]');
      const before = list()?.innerHTML ?? '';
      const start = performance.now();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(el, query);
      el.dispatchEvent(new Event('input', {bubbles: true}));
      await new Promise((resolve) => {
        const check = () => ((list()?.innerHTML ?? '') !== before ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    }, q);
    times.push(ms);
  }
  await page.close();
  times.sort((a, b) => a - b);
  return {median: times[Math.floor(times.length / 2)], worst: times[times.length - 1]};
}

async function lighthouse() {
  let lh;
  let launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return null;
  }
  const chrome = await launcher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS]});
  const results = [];
  try {
    for (const url of ['/', ARTICLE, '/working-with-server/tech-questions/ssh-connect']) {
      const r = await lh(`${BASE}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = r.lhr.categories;
      const below = Object.values(r.lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id);
      results.push({
        url,
        scores: ['performance', 'accessibility', 'best-practices', 'seo'].map((k) => Math.round(c[k].score * 100)),
        below,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// 1. Without search (what search adds to an article's first view).
await coldBuild({HELP_SEARCH: 'off'});
const browserA = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
const fvNoSearch = await withNginx(() => firstView(browserA));
await browserA.close();

// 2. The real site.
const {seconds, peak} = await coldBuild();
const files = walk('build').filter((f) => !/\.(gz|br)$/.test(f) && !f.includes('/.nginx/'));
const html = files.filter((f) => f.endsWith('.html'));
const total = files.reduce((s, f) => s + fs.statSync(f).size, 0);
const articleHtml = fs.readFileSync(path.join('build', ARTICLE.slice(1) + '.html'));
const indexFile = fs.readdirSync('build').find((f) => /^search-index.*\.json$/.test(f));
const index = fs.readFileSync(path.join('build', indexFile));
const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
const {fv, latency} = await withNginx(async () => ({
  fv: await firstView(browser),
  latency: await queryLatency(browser),
}));
await browser.close();
const lhResults = await withNginx(lighthouse);

console.log('\nHostoria help centre — benchmark');
console.log(`cold build wall time          ${seconds.toFixed(1)} s (npm run build: docusaurus build + postbuild)`);
console.log(`cold build peak memory        ${(peak / 1024 / 1024).toFixed(0)} MB (RSS of the build process tree)`);
console.log(`pages built (HTML files)      ${html.length}`);
console.log(
  `total output size             ${(total / 1024 / 1024).toFixed(2)} MB in ${files.length} files (without .gz/.br copies)`,
);
console.log(`article                       ${ARTICLE}`);
console.log(
  `  HTML                        ${kb(articleHtml.length)} (gzip ${kb(zlib.gzipSync(articleHtml, {level: 9}).length)})`,
);
console.log(
  `  first-view JS (gzip)        ${kb(fv.js)} (without search: ${kb(fvNoSearch.js)}; search adds ${kb(fv.js - fvNoSearch.js)})`,
);
console.log(`  first-view CSS (gzip)       ${kb(fv.css)} (without search: ${kb(fvNoSearch.css)})`);
console.log(
  `  JS and CSS files loaded     ${fv.files} (+${fv.prefetched} prefetched for linked pages, not counted); search index fetched on view: ${fv.indexFetched ? 'YES' : 'no'}`,
);
console.log(
  `search index                  ${indexFile}: ${kb(index.length)} raw, ${kb(zlib.gzipSync(index, {level: 9}).length)} gzip, ${kb(zlib.brotliCompressSync(index).length)} brotli`,
);
console.log(
  `search query latency          median ${latency.median.toFixed(1)} ms, worst ${latency.worst.toFixed(1)} ms over ${QUERIES.length} queries (input event → results rendered)`,
);
if (!lhResults) console.log('lighthouse                    not installed (npm i -D lighthouse@12.8.2)');
else
  for (const r of lhResults)
    console.log(
      `lighthouse ${r.url.padEnd(19)} perf ${r.scores[0]}, a11y ${r.scores[1]}, best practices ${r.scores[2]}, SEO ${r.scores[3]}${r.below.length ? `; below 0.9: ${r.below.join(', ')}` : ''}`,
    );
