#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Cold build time and peak memory, pages, output
// size, and what a reader downloads on the first view of one article (HTML, JS and CSS, gzip).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';

const ARTICLE = process.env.BENCH_ARTICLE ?? '/payment/refund';
const PORT = 4180;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function descendants(pid) {
  const out = [pid];
  for (const p of out) {
    try {
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      /* process ended */
    }
  }
  return out;
}
function rssOf(pids) {
  let total = 0;
  for (const p of pids) {
    try {
      const m = fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* gone */
    }
  }
  return total;
}

async function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(dir, {recursive: true, force: true});
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1'},
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(descendants(child.pid)))), 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with code ${code}`);
  return {seconds: (Date.now() - started) / 1000, peak};
}

function walk(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

async function firstView() {
  const server = spawn('npx', ['docusaurus', 'serve', '--no-open', '--host', '127.0.0.1', '--port', String(PORT)], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage();
    const assets = new Set();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}${ARTICLE}`, {waitUntil: 'networkidle'});
    await browser.close();
    let js = 0;
    let css = 0;
    for (const a of assets) {
      const gz = zlib.gzipSync(fs.readFileSync(path.join('build', a)), {level: 9}).length;
      if (a.endsWith('.js')) js += gz;
      else css += gz;
    }
    return {js, css, files: assets.size};
  } finally {
    process.kill(-server.pid);
  }
}

const {seconds, peak} = await coldBuild();
const files = walk('build');
const html = files.filter((f) => f.endsWith('.html'));
const total = files.reduce((s, f) => s + fs.statSync(f).size, 0);
const articleFile = path.join('build', ARTICLE.slice(1) + '.html');
const articleHtml = fs.readFileSync(articleFile);
const fv = await firstView();

console.log('\nHostoria help centre — benchmark');
console.log(`cold build wall time        ${seconds.toFixed(1)} s`);
console.log(`cold build peak memory      ${(peak / 1024 / 1024).toFixed(0)} MB (RSS of the build process tree)`);
console.log(`pages built (HTML files)    ${html.length}`);
console.log(`total output size           ${(total / 1024 / 1024).toFixed(2)} MB in ${files.length} files`);
console.log(`article                     ${ARTICLE}`);
console.log(
  `  HTML                      ${kb(articleHtml.length)} (gzip ${kb(zlib.gzipSync(articleHtml, {level: 9}).length)})`,
);
console.log(`  first-view JS (gzip)      ${kb(fv.js)}`);
console.log(`  first-view CSS (gzip)     ${kb(fv.css)}`);
console.log(`  JS and CSS files loaded   ${fv.files}`);
