#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Run it alone (2 cores): it builds the site.
// - cold build: wall time, peak memory, pages, output size;
// - main.js: its largest modules by package and by file (rspack stats, BUNDLE_STATS; set BENCH_PORT to move nginx);
// - one article's first view: HTML bytes and gzip bytes of the JS and CSS it loads;
// - search (Pagefind): index size, bytes transferred for the first query and for later ones, and latency from
//   the input to the results drawn, once the chunks are cached, in Chromium for 20 typical queries;
// - Lighthouse (mobile), 3 runs per page, median, for the home page and two articles served by nginx.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';

const ARTICLE = process.env.BENCH_ARTICLE ?? '/payment/refund';
// Another benchmark may run on the same machine: BENCH_PORT moves this one's nginx.
const PORT = Number(process.env.BENCH_PORT ?? 4180);
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
  let searchFetched = false;
  let prefetched = 0;
  page.on('request', async (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/pagefind/')) searchFetched = true;
    if (!/\.(js|css)$/.test(url.pathname)) return;
    // Chunks of linked pages prefetched in idle time are not part of this page's first view.
    const purpose = (await req.allHeaders())['sec-purpose'] ?? '';
    if (/prefetch/.test(purpose)) prefetched++;
    else assets.add(url.pathname);
  });
  await page.goto(`${BASE}${ARTICLE}`, {waitUntil: 'networkidle'});
  await page.close();
  const size = {js: 0, css: 0, jsBr: 0, cssBr: 0, jsRaw: 0, cssRaw: 0};
  for (const a of assets) {
    const data = fs.readFileSync(path.join('build', a));
    const kind = a.endsWith('.js') ? 'js' : 'css';
    size[kind] += zlib.gzipSync(data, {level: 9}).length;
    size[`${kind}Br`] += zlib.brotliCompressSync(data).length;
    size[`${kind}Raw`] += data.length;
  }
  return {...size, files: assets.size, prefetched, searchFetched};
}

/**
 * Bytes on the wire (headers and body) of the requests made while `action` runs: in all, and split into the
 * search files (/pagefind/: index chunks, fragments) and the rest (the route chunks of the result links,
 * which Docusaurus prefetches when they come into view).
 */
async function transferred(page, action) {
  const done = [];
  const onFinished = (req) =>
    done.push(
      req.sizes().then((s) => ({
        search: new URL(req.url()).pathname.startsWith('/pagefind/'),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  const hosts = new Set();
  const onRequest = (req) => hosts.add(new URL(req.url()).host);
  page.on('requestfinished', onFinished);
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  page.off('request', onRequest);
  const sizes = await Promise.all(done);
  const sum = (list) => list.reduce((a, b) => a + b.bytes, 0);
  return {bytes: sum(sizes), searchBytes: sum(sizes.filter((x) => x.search)), hosts: [...hosts]};
}

/** Sets the box's value as one input event and waits until the list shows that query's results. */
const typeQuery = (page, query) =>
  page.evaluate(async (q) => {
    const el = document.querySelector('input.navbar__search-input');
    const start = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, q);
    el.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((resolve) => {
      const check = () =>
        document.querySelector(`[data-query="${CSS.escape(q)}"]`) ? resolve() : requestAnimationFrame(check);
      check();
    });
    return performance.now() - start;
  }, query);

async function searchCost(browser) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(`${BASE}${ARTICLE}`, {waitUntil: 'networkidle'});
  const input = page.locator('input.navbar__search-input');
  const first = await transferred(page, async () => {
    await input.focus();
    await typeQuery(page, QUERIES[0]);
  });
  const later = [];
  const hosts = new Set(first.hosts);
  for (const q of QUERIES.slice(1)) {
    const t = await transferred(page, () => typeQuery(page, q));
    later.push({query: q, bytes: t.bytes, search: t.searchBytes});
    t.hosts.forEach((h) => hosts.add(h));
  }
  // Second pass: every chunk is cached; latency from the input event to the results drawn.
  const times = [];
  for (const q of QUERIES) {
    await input.fill('');
    times.push(await typeQuery(page, q));
  }
  await context.close();
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const laterSorted = sorted(later.map((l) => l.bytes));
  const timesSorted = sorted(times);
  return {
    first: first.bytes,
    laterMedian: laterSorted[Math.floor(laterSorted.length / 2)],
    laterMax: laterSorted[laterSorted.length - 1],
    laterWorst: [...later].sort((a, b) => b.bytes - a.bytes).slice(0, 3),
    laterOver: later.filter((l) => l.bytes > 60 * 1024).length,
    laterTotal: later.reduce((a, b) => a + b.bytes, 0),
    median: timesSorted[Math.floor(timesSorted.length / 2)],
    worst: timesSorted[timesSorted.length - 1],
    hosts: [...hosts],
  };
}

/** main.js attributed: the largest contributors by package and by file (module sizes before minification). */
function mainModules(statsFile) {
  const chunks = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const main = chunks.find((c) => c.names.includes('main'));
  if (!main) throw new Error(`${statsFile}: no chunk named main in the bundle stats`);
  const byPackage = new Map();
  const byFile = new Map();
  for (const m of main.modules) {
    // Loader prefixes ("…loader.js!./src/x.tsx") and rspack's "|…" suffixes are not part of the file name.
    const file = String(m.name).replace(/^.*!/, '').replace(/\|.*$/, '').replace(/^\.\//, '');
    const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const key =
      pkg ??
      file
        .split('/')
        .slice(0, file.startsWith('src/') ? 3 : 1)
        .join('/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + m.size);
    byFile.set(file, (byFile.get(file) ?? 0) + m.size);
  }
  const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  return {total, count: main.modules.length, byPackage: top(byPackage, 15), byFile: top(byFile, 20)};
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
      // 3 runs, the median by performance (a run where Chrome failed scores 0: retried once).
      const runs = [];
      for (let i = 0; i < 3; i++) {
        for (let attempt = 0; attempt < 2; attempt++) {
          const r = await lh(`${BASE}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (r.lhr.categories.performance.score || attempt === 1) {
            runs.push(r);
            break;
          }
        }
      }
      runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const r = runs[1];
      const tbt = r.lhr.audits['total-blocking-time'].numericValue;
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
        tbt,
        perfRuns: runs.map((x) => Math.round(x.lhr.categories.performance.score * 100)),
        scores: ['performance', 'accessibility', 'best-practices', 'seo'].map((k) => Math.round(c[k].score * 100)),
        below,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const STATS = path.resolve('node_modules/.cache/bench-bundle-stats.json');
const {seconds, peak} = await coldBuild({BUNDLE_STATS: STATS});
const modules = mainModules(STATS);
const files = walk('build').filter((f) => !/\.(gz|br)$/.test(f) && !f.includes('/.nginx/'));
const html = files.filter((f) => f.endsWith('.html'));
const total = files.reduce((s, f) => s + fs.statSync(f).size, 0);
const articleHtml = fs.readFileSync(path.join('build', ARTICLE.slice(1) + '.html'));
const pf = walk('build/pagefind');
const sizeOf = (list) => list.reduce((s, f) => s + fs.statSync(f).size, 0);
const indexFiles = pf.filter((f) => /\.pf_(index|meta)$/.test(f));
const fragments = pf.filter((f) => f.endsWith('.pf_fragment'));
const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
const {fv, sc} = await withNginx(async () => ({fv: await firstView(browser), sc: await searchCost(browser)}));
await browser.close();
const lhResults = await withNginx(lighthouse);

console.log('\nHostoria help centre — benchmark');
console.log(
  `cold build wall time          ${seconds.toFixed(1)} s (npm run build: docusaurus build + pagefind + postbuild)`,
);
console.log(`cold build peak memory        ${(peak / 1024 / 1024).toFixed(0)} MB (RSS of the build process tree)`);
console.log(`pages built (HTML files)      ${html.length}`);
console.log(
  `total output size             ${(total / 1024 / 1024).toFixed(2)} MB in ${files.length} files (without .gz/.br copies)`,
);
console.log(
  `main.js modules               ${kb(modules.total)} in ${modules.count} modules before minification; by package:`,
);
for (const [name, bytes] of modules.byPackage) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
console.log(`main.js largest files`);
for (const [name, bytes] of modules.byFile) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
console.log(`article                       ${ARTICLE}`);
console.log(
  `  HTML                        ${kb(articleHtml.length)} (gzip ${kb(zlib.gzipSync(articleHtml, {level: 9}).length)})`,
);
console.log(`  first-view JS               ${kb(fv.jsRaw)} raw, ${kb(fv.js)} gzip, ${kb(fv.jsBr)} brotli`);
console.log(`  first-view CSS              ${kb(fv.cssRaw)} raw, ${kb(fv.css)} gzip, ${kb(fv.cssBr)} brotli`);
console.log(
  `  JS and CSS files loaded     ${fv.files} (+${fv.prefetched} prefetched for linked pages, not counted); search files fetched on view: ${fv.searchFetched ? 'YES' : 'no'}`,
);
console.log(
  `search index (Pagefind)       ${kb(sizeOf(indexFiles))} in ${indexFiles.length} index/meta chunks, ${kb(sizeOf(fragments))} in ${fragments.length} fragments (stored compressed)`,
);
console.log(
  `search: focus + first query  ${kb(sc.first)} transferred («${QUERIES[0]}»; pagefind.js, WebAssembly, chunks, fragments)`,
);
console.log(
  `search: each later query     median ${kb(sc.laterMedian)}, max ${kb(sc.laterMax)}, ${kb(sc.laterTotal)} for ${QUERIES.length - 1} queries; ${sc.laterOver} over 60 KB`,
);
console.log(
  `  largest                     ${sc.laterWorst.map((l) => `«${l.query}» ${kb(l.bytes)} (search files ${kb(l.search)}, prefetched result pages ${kb(l.bytes - l.search)})`).join('; ')}`,
);
console.log(
  `search query latency          median ${sc.median.toFixed(1)} ms, worst ${sc.worst.toFixed(1)} ms over ${QUERIES.length} queries (input event → results drawn, chunks cached)`,
);
console.log(`search hosts contacted        ${sc.hosts.join(', ')}`);
if (!lhResults) console.log('lighthouse                    not installed (npm i -D lighthouse@12.8.2)');
else
  for (const r of lhResults)
    console.log(
      `lighthouse ${r.url.padEnd(19)} perf ${r.scores[0]} (runs ${r.perfRuns.join(', ')}), TBT ${Math.round(r.tbt)} ms, a11y ${r.scores[1]}, best practices ${r.scores[2]}, SEO ${r.scores[3]}${r.below.length ? `; below 0.9: ${r.below.join(', ')}` : ''}`,
    );
