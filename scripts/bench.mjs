#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Run it alone (2 cores): it builds the site.
// - cold build: wall time, peak memory, pages, output size;
// - main.js: its largest modules by package and by file (rspack stats, BUNDLE_STATS; set BENCH_PORT to move nginx);
// - one article's first view: HTML bytes and gzip bytes of the JS and CSS it loads;
// - search (Pagefind): index size, bytes transferred for the first query and for later ones, and latency from
//   the input to the results drawn, once the chunks are cached, in Chromium for 20 typical queries;
// - Lighthouse (mobile), 3 runs per page, median, for the home page and two articles served by nginx;
// - the yardstick: the same cold build, first view and Lighthouse figures for a stock create-docusaurus site with
//   our routes as filler (scripts/lib/stock-site.mjs), served by the same nginx config, and the ratios.
// Environment: BENCH_PORT (default 4180; the stock site uses BENCH_PORT + 1), BENCH_ARTICLE, BENCH_STOCK=0 to leave
// out the yardstick, BENCH_SKIP_BUILD=1 to measure the existing build/ (and stock build) without building,
// BENCH_LIGHTHOUSE=0 to leave out Lighthouse (build, first view and search figures only).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';
import {STOCK_VERSION, prepareStockSite, STOCK_DIR, writeStockNginx} from './lib/stock-site.mjs';
import {renderSiteConf, startNginx} from '../tests/hosting/nginx.mjs';

const ARTICLE = process.env.BENCH_ARTICLE ?? '/payment/refund';
// Another benchmark may run on the same machine: BENCH_PORT moves this one's nginx.
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const STOCK = process.env.BENCH_STOCK !== '0';
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const STOCK_BASE = `http://127.0.0.1:${PORT + 1}`;
const STOCK_BUILD = path.join(STOCK_DIR, 'build');
const LH_PAGES = ['/', ARTICLE, '/working-with-server/tech-questions/ssh-connect'];
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

/** CPU seconds (user + system) of each process, from /proc/<pid>/stat (clock ticks of 1/100 s on Linux). */
const cpuOf = (pids, seen) => {
  for (const p of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      seen.set(p, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      /* ended */
    }
  }
};

/**
 * `npm run build` from clean: wall seconds, peak RSS, CPU seconds of the process tree (sampled every 100 ms, so
 * a process's last 100 ms may be missed) and the phases: Docusaurus's perf log (DOCUSAURUS_PERF_LOGGER) and the
 * timings postbuild.mjs prints. On this 2-core machine the build is CPU-bound, so CPU seconds explain the wall time.
 */
async function coldBuild(env = {}, cwd = '.') {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(cwd, dir), {recursive: true, force: true});
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', ...env},
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  let peak = 0;
  const cpu = new Map();
  const timer = setInterval(() => {
    const pids = descendants(child.pid);
    peak = Math.max(peak, rssOf(pids));
    cpuOf(pids, cpu);
  }, 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with code ${code} in ${path.resolve(cwd)}`);
  const phases = {};
  const secondsOf = (v, unit) => (unit === 'ms' ? Number(v) / 1000 : Number(v));
  for (const m of log.matchAll(
    /\[PERF\] Build > [^>\n]+ > (Load site|Bundling with \w+|SSG|postBuild\(\)) - ([\d.]+) (ms|seconds)/g,
  ))
    phases[m[1].replace(/ with \w+/, '').replace('()', '')] = secondsOf(m[2], m[3]);
  for (const m of log.matchAll(/^postbuild time: (\w+) ([\d.]+) s$/gm)) phases[`postbuild ${m[1]}`] = Number(m[2]);
  const cpuSeconds = [...cpu.values()].reduce((a, b) => a + b, 0);
  return {seconds: (Date.now() - started) / 1000, peak, cpuSeconds, phases};
}

const walk = (dir) =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Runs `fn` while nginx serves each build folder with deploy/nginx/site.conf (rendered as roll-out.sh does). */
async function withNginx(sites, fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-bench-'));
  const servers = [];
  try {
    for (const [i, {root, base}] of sites.entries()) {
      const include = path.join(dir, `site-${i}.conf`);
      fs.writeFileSync(include, renderSiteConf(root));
      servers.push(await startNginx({port: Number(new URL(base).port), include}));
    }
    return await fn();
  } finally {
    for (const s of servers) await s.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * The JS and CSS an article loads on a first view (prefetches for linked pages left out): computed gzip and
 * brotli sizes of the files, and what nginx actually sent to Chromium (response bodies as transferred, their
 * Content-Encoding) — ours has .br/.gz copies for brotli_static/gzip_static, stock is gzipped on the fly.
 */
async function firstView(browser, base = BASE, root = 'build') {
  const page = await browser.newPage();
  const assets = new Set();
  const wire = [];
  let searchFetched = false;
  let prefetched = 0;
  const firstViewAsset = async (req) => {
    const url = new URL(req.url());
    if (!/\.(js|css)$/.test(url.pathname)) return null;
    // Chunks of linked pages prefetched in idle time are not part of this page's first view.
    const purpose = (await req.allHeaders())['sec-purpose'] ?? '';
    return /prefetch/.test(purpose) ? null : url.pathname;
  };
  page.on('request', async (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/pagefind/')) searchFetched = true;
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const asset = await firstViewAsset(req);
    if (asset) assets.add(asset);
    else prefetched++;
  });
  page.on('requestfinished', (req) =>
    wire.push(
      (async () => {
        if (!(await firstViewAsset(req))) return null;
        const [sizes, headers] = await Promise.all([req.sizes(), (await req.response()).allHeaders()]);
        return {body: sizes.responseBodySize, encoding: headers['content-encoding'] ?? 'identity'};
      })(),
    ),
  );
  await page.goto(`${base}${ARTICLE}`, {waitUntil: 'networkidle'});
  const sent = (await Promise.all(wire)).filter(Boolean);
  await page.close();
  const size = {js: 0, css: 0, jsBr: 0, cssBr: 0, jsRaw: 0, cssRaw: 0};
  for (const a of assets) {
    const data = fs.readFileSync(path.join(root, a));
    const kind = a.endsWith('.js') ? 'js' : 'css';
    size[kind] += zlib.gzipSync(data, {level: 9}).length;
    size[`${kind}Br`] += zlib.brotliCompressSync(data).length;
    size[`${kind}Raw`] += data.length;
  }
  const encodings = [...new Set(sent.map((x) => x.encoding))].join('+');
  const wireBytes = sent.reduce((a, x) => a + x.body, 0);
  return {...size, files: assets.size, prefetched, searchFetched, wireBytes, encodings};
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
        fragment: new URL(req.url()).pathname.endsWith('.pf_fragment'),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  const hosts = new Set();
  // Requests still under way: a result list can start some after it is drawn (a lazy part, prefetches), and
  // waitForLoadState('networkidle') would not wait for them (the page reached that state long before).
  let inFlight = 0;
  let lastChange = Date.now();
  const onRequest = (req) => {
    hosts.add(new URL(req.url()).host);
    inFlight++;
    lastChange = Date.now();
  };
  const onDone = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', onFinished);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await action();
  while (inFlight > 0 || Date.now() - lastChange < 500) await new Promise((r) => setTimeout(r, 50));
  page.off('requestfinished', onFinished);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  const sizes = await Promise.all(done);
  const sum = (list) => list.reduce((a, b) => a + b.bytes, 0);
  return {
    bytes: sum(sizes),
    searchBytes: sum(sizes.filter((x) => x.search)),
    fragmentBytes: sum(sizes.filter((x) => x.fragment)),
    hosts: [...hosts],
  };
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
    later.push({query: q, bytes: t.bytes, search: t.searchBytes, fragments: t.fragmentBytes});
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
    later,
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

/** One Lighthouse run; a run where Chrome failed (performance 0 or null, or no TBT) is retried up to twice. */
async function lighthouseRun(lh, port, url) {
  let r;
  for (let attempt = 0; attempt < 3; attempt++) {
    r = await lh(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (r?.lhr.categories.performance.score && r.lhr.audits['total-blocking-time'].numericValue != null) break;
  }
  return r;
}

/**
 * Lighthouse (mobile, default simulated throttling) on LH_PAGES for each site ({name, base}): 3 runs per page,
 * the median by performance. The sites take turns run by run, so that load from other jobs on the machine
 * falls on both alike. Returns {[name]: results}, or null when Lighthouse is not installed.
 */
async function lighthouse(sites) {
  let lh;
  let launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return null;
  }
  const chrome = await launcher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS]});
  const results = Object.fromEntries(sites.map((s) => [s.name, []]));
  try {
    for (const url of LH_PAGES) {
      const runs = Object.fromEntries(sites.map((s) => [s.name, []]));
      for (let i = 0; i < 3; i++)
        for (const site of sites) runs[site.name].push(await lighthouseRun(lh, chrome.port, `${site.base}${url}`));
      for (const site of sites) {
        const list = runs[site.name].sort(
          (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
        );
        const r = list[1];
        // TBT: the median of the three runs' own figures (not necessarily the median-performance run's).
        const tbts = list.map((x) => x.lhr.audits['total-blocking-time'].numericValue ?? NaN).sort((a, b) => a - b);
        const tbt = tbts[1];
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
        results[site.name].push({
          url,
          tbt,
          tbtRuns: tbts.map(Math.round),
          perfRuns: list.map((x) => Math.round((x.lhr.categories.performance.score ?? 0) * 100)),
          scores: ['performance', 'accessibility', 'best-practices', 'seo'].map((k) =>
            Math.round((c[k].score ?? 0) * 100),
          ),
          below,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const STATS = path.resolve('node_modules/.cache/bench-bundle-stats.json');
let seconds = null;
let peak = null;
let cpuSeconds = null;
let phases = {};
if (SKIP_BUILD) {
  if (!fs.existsSync('build/.nginx/security-headers.conf'))
    throw new Error('BENCH_SKIP_BUILD=1: build/ is missing or incomplete — run `npm run build` first');
} else ({seconds, peak, cpuSeconds, phases} = await coldBuild({BUNDLE_STATS: STATS}));
const modules = fs.existsSync(STATS) ? mainModules(STATS) : null;
// The yardstick: a stock site (scaffolded and installed once, in STOCK_DIR), built cold like ours.
let stock = null;
if (STOCK) {
  stock = {prep: null, seconds: null, peak: null};
  if (!SKIP_BUILD) {
    stock.prep = prepareStockSite();
    ({
      seconds: stock.seconds,
      peak: stock.peak,
      cpuSeconds: stock.cpuSeconds,
      phases: stock.phases,
    } = await coldBuild({}, STOCK_DIR));
  } else if (!fs.existsSync(path.join(STOCK_BUILD, 'index.html')))
    throw new Error(`BENCH_SKIP_BUILD=1: ${STOCK_BUILD} is missing — run the bench once without it (or BENCH_STOCK=0)`);
  writeStockNginx('build', STOCK_BUILD);
  stock.html = walk(STOCK_BUILD).filter((f) => f.endsWith('.html')).length;
}
const files = walk('build').filter((f) => !/\.(gz|br)$/.test(f) && !f.includes('/.nginx/'));
const html = files.filter((f) => f.endsWith('.html'));
const total = files.reduce((s, f) => s + fs.statSync(f).size, 0);
const articleHtml = fs.readFileSync(path.join('build', ARTICLE.slice(1) + '.html'));
const pf = walk('build/pagefind');
const sizeOf = (list) => list.reduce((s, f) => s + fs.statSync(f).size, 0);
const indexFiles = pf.filter((f) => /\.pf_(index|meta)$/.test(f));
const fragments = pf.filter((f) => f.endsWith('.pf_fragment'));
const sites = [{name: 'ours', root: 'build', base: BASE}];
if (stock) sites.push({name: 'stock', root: STOCK_BUILD, base: STOCK_BASE});
const browser = await chromium.launch({executablePath: CHROMIUM, args: FLAGS});
const {fv, sc, stockFv} = await withNginx(sites, async () => ({
  fv: await firstView(browser),
  sc: await searchCost(browser),
  stockFv: stock ? await firstView(browser, STOCK_BASE, STOCK_BUILD) : null,
}));
await browser.close();
const lhAll = LIGHTHOUSE ? await withNginx(sites, () => lighthouse(sites)) : null;
const lhResults = lhAll?.ours;

console.log('\nHostoria help centre — benchmark');
if (SKIP_BUILD)
  console.log('cold build                    skipped (BENCH_SKIP_BUILD=1): measuring the existing build/');
else {
  console.log(
    `cold build wall time          ${seconds.toFixed(1)} s (npm run build: docusaurus build + postbuild with pagefind)`,
  );
  console.log(`cold build peak memory        ${(peak / 1024 / 1024).toFixed(0)} MB (RSS of the build process tree)`);
  console.log(`cold build CPU time           ${cpuSeconds.toFixed(1)} s (user + system, all processes)`);
  console.log(
    `cold build phases             ${Object.entries(phases)
      .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
      .join(', ')}`,
  );
}
console.log(`pages built (HTML files)      ${html.length}`);
console.log(
  `total output size             ${(total / 1024 / 1024).toFixed(2)} MB in ${files.length} files (without .gz/.br copies)`,
);
if (modules) {
  console.log(
    `main.js modules               ${kb(modules.total)} in ${modules.count} modules before minification; by package:`,
  );
  for (const [name, bytes] of modules.byPackage) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
  console.log(`main.js largest files`);
  for (const [name, bytes] of modules.byFile) console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
}
console.log(`article                       ${ARTICLE}`);
console.log(
  `  HTML                        ${kb(articleHtml.length)} (gzip ${kb(zlib.gzipSync(articleHtml, {level: 9}).length)})`,
);
console.log(`  first-view JS               ${kb(fv.jsRaw)} raw, ${kb(fv.js)} gzip, ${kb(fv.jsBr)} brotli`);
console.log(`  first-view CSS              ${kb(fv.cssRaw)} raw, ${kb(fv.css)} gzip, ${kb(fv.cssBr)} brotli`);
console.log(
  `  first view as sent by nginx ${kb(fv.wireBytes)} transferred (${fv.encodings}), response bodies\n` +
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
console.log('  query                       all        index chunks  fragments  other (prefetched pages)');
for (const l of sc.later)
  console.log(
    `  ${`«${l.query}»`.padEnd(27)} ${kb(l.bytes).padEnd(10)} ${kb(l.search - l.fragments).padEnd(13)} ${kb(l.fragments).padEnd(10)} ${kb(l.bytes - l.search)}`,
  );
console.log(
  `search query latency          median ${sc.median.toFixed(1)} ms, worst ${sc.worst.toFixed(1)} ms over ${QUERIES.length} queries (input event → results drawn, chunks cached)`,
);
console.log(`search hosts contacted        ${sc.hosts.join(', ')}`);
if (!LIGHTHOUSE) console.log('lighthouse                    skipped (BENCH_LIGHTHOUSE=0)');
else if (!lhResults) console.log('lighthouse                    not installed (npm i -D lighthouse@12.8.2)');
else
  for (const r of lhResults)
    console.log(
      `lighthouse ${r.url.padEnd(19)} perf ${r.scores[0]} (runs ${r.perfRuns.join(', ')}), TBT ${Math.round(r.tbt)} ms (runs ${r.tbtRuns.join(', ')}), a11y ${r.scores[1]}, best practices ${r.scores[2]}, SEO ${r.scores[3]}${r.below.length ? `; below 0.9: ${r.below.join(', ')}` : ''}`,
    );

if (stock) {
  const ratio = (a, b) => (a == null || b == null || !b ? '—' : `${(a / b).toFixed(2)}×`);
  const row = (label, o, st, r) =>
    console.log(`  ${label.padEnd(34)} ${String(o).padEnd(28)} ${String(st).padEnd(28)} ${r}`);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `\nYardstick: stock create-docusaurus@${STOCK_VERSION} classic (TypeScript), ${stock.html} HTML pages, filler text, same nginx config (no CSP header)`,
  );
  console.log(`  folder ${STOCK_DIR}`);
  if (stock.prep)
    console.log(
      stock.prep.install == null
        ? '  npm install: reused from an earlier run'
        : `  scaffold ${stock.prep.scaffold.toFixed(1)} s, npm install ${stock.prep.install.toFixed(1)} s (first run only)`,
    );
  row('measure', 'ours', 'stock', 'ours / stock');
  if (!SKIP_BUILD) {
    row('cold build', `${seconds.toFixed(1)} s`, `${stock.seconds.toFixed(1)} s`, ratio(seconds, stock.seconds));
    row('cold build peak memory', mb(peak), mb(stock.peak), ratio(peak, stock.peak));
    row(
      'cold build CPU time',
      `${cpuSeconds.toFixed(1)} s`,
      `${stock.cpuSeconds.toFixed(1)} s`,
      ratio(cpuSeconds, stock.cpuSeconds),
    );
    for (const phase of ['Load site', 'Bundling', 'SSG', 'postBuild'])
      if (phases[phase] !== undefined && stock.phases[phase] !== undefined)
        row(
          `  ${phase}`,
          `${phases[phase].toFixed(1)} s`,
          `${stock.phases[phase].toFixed(1)} s`,
          ratio(phases[phase], stock.phases[phase]),
        );
  }
  row(
    `first-view JS+CSS, transferred`,
    `${kb(fv.wireBytes)} (${fv.encodings})`,
    `${kb(stockFv.wireBytes)} (${stockFv.encodings})`,
    ratio(fv.wireBytes, stockFv.wireBytes),
  );
  const raw = (x) => x.jsRaw + x.cssRaw;
  row('first-view JS+CSS, decoded', mb(raw(fv)), mb(raw(stockFv)), ratio(raw(fv), raw(stockFv)));
  row(
    'first-view JS+CSS, gzip -9',
    kb(fv.js + fv.css),
    kb(stockFv.js + stockFv.css),
    ratio(fv.js + fv.css, stockFv.js + stockFv.css),
  );
  row('first-view JS+CSS files', fv.files, stockFv.files, ratio(fv.files, stockFv.files));
  for (const [i, r] of (lhAll?.ours ?? []).entries()) {
    const st = lhAll.stock[i];
    row(
      `Lighthouse perf ${r.url === '/' ? '/' : `…/${r.url.split('/').at(-1)}`}`,
      `${r.scores[0]} (${r.perfRuns.join(', ')})`,
      `${st.scores[0]} (${st.perfRuns.join(', ')})`,
      ratio(r.scores[0], st.scores[0]),
    );
    row(
      `  TBT median`,
      `${Math.round(r.tbt)} ms (${r.tbtRuns.join(', ')})`,
      `${Math.round(st.tbt)} ms (${st.tbtRuns.join(', ')})`,
      ratio(r.tbt, st.tbt),
    );
  }
  console.log(
    `  (article ${ARTICLE}; transferred = response bodies as nginx sent them to Chromium, headers not counted;\n` +
      '   Lighthouse mobile, median of 3 runs per page, the two sites taking turns)',
  );
}
