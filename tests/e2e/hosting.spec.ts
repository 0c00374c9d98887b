// The nginx host (deploy/nginx/site.conf) as readers and crawlers meet it: status codes, redirects,
// caching, compression, security headers, sitemap and robots.txt.
import {test, expect, type APIResponse} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {readDocs} from './docs';
import {loadCatalogue, normRoute as clean} from '../../lib/content/routes.mjs';

const catalogue = loadCatalogue();
const titles = new Map(readDocs().map((d) => [d.route, d.title]));
const SITE = 'https://help.hostoria.example';
const noRedirect = {maxRedirects: 0};

function expectSecurityHeaders(r: APIResponse, what: string) {
  const h = r.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp, `CSP on ${what}`).toContain("default-src 'self'");
  // Scripts: this site's files, WebAssembly for the search (Pagefind), inline scripts by hash only.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
  // Styles: this site's files and the style attributes of the HTML by hash.
  expect(csp).toMatch(/style-src 'self' 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "font-src 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(h['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toContain('camera=()');
}

test('every catalogue route answers 200 with its own page', async ({request}) => {
  const wrong: string[] = [];
  for (const r of catalogue) {
    const route = clean(r.path);
    const res = await request.get(route, noRedirect);
    const body = await res.text();
    const title = titles.get(route)!;
    if (
      res.status() !== 200 ||
      !body.includes(`<title data-rh=true>${title.replace(/&/g, '&amp;')} | Hostoria</title>`)
    ) {
      wrong.push(`${route}: ${res.status()}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the clean URL is served; the slash and .html forms redirect to it', async ({request}) => {
  const cases: [string, string][] = [
    ['/payment/refund/', '/payment/refund'],
    ['/payment/refund.html', '/payment/refund'],
    ['/apps/', '/apps'],
    ['/apps.html', '/apps'],
    ['/index.html', '/'],
    ['/search/?q=ssh', '/search?q=ssh'],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(from, noRedirect);
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location'], from).toBe(to);
    expectSecurityHeaders(res, `redirect ${from}`);
  }
  for (const ok of ['/', '/apps', '/payment/refund', '/search'])
    expect((await request.get(ok, noRedirect)).status(), ok).toBe(200);
});

test('an unknown path answers 404 with the site not-found page', async ({request}) => {
  for (const missing of ['/no/such/page', '/payment/refund-typo', '/404', '/.nginx/security-headers.conf']) {
    const res = await request.get(missing, noRedirect);
    expect(res.status(), missing).toBe(404);
    expect(await res.text()).toContain('Страница не найдена');
    expectSecurityHeaders(res, `404 ${missing}`);
  }
});

test('hashed assets are immutable for a year, pages are revalidated', async ({request}) => {
  const html = await request.get('/payment/refund');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(html, 'page');
  const page = await html.text();
  const js = page.match(/<link rel=preload as=script href=(\/assets\/js\/[^ >"]+\.js)/)![1];
  const css = page.match(/href=(\/assets\/css\/[^ >"]+\.css)/)![1];
  for (const asset of [js, css]) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res, asset);
  }
  // Search: Pagefind's content-hashed chunks are immutable; the files that keep their names are revalidated.
  const chunk = `/pagefind/index/${fs.readdirSync('build/pagefind/index')[0]}`;
  const fragment = `/pagefind/fragment/${fs.readdirSync('build/pagefind/fragment')[0]}`;
  const meta = `/pagefind/${fs.readdirSync('build/pagefind').find((f) => f.endsWith('.pf_meta'))}`;
  for (const asset of [chunk, fragment, meta]) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res, asset);
  }
  for (const asset of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.ru.pagefind']) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('no-cache');
    expectSecurityHeaders(res, asset);
  }
});

test('pre-compressed gzip (and brotli when the module is present) is served to clients that accept it', async ({
  request,
}) => {
  const file = '/payment/refund';
  const gz = await request.fetch(file, {headers: {'Accept-Encoding': 'gzip'}});
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(gz.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(Number(gz.headers()['content-length'])).toBe(fs.statSync(path.join('build', 'payment/refund.html.gz')).size);
  const plain = await request.fetch(file, {headers: {'Accept-Encoding': 'identity'}});
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const br = await request.fetch(file, {headers: {'Accept-Encoding': 'br'}});
  const brotliOn = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  expect(br.headers()['content-encoding']).toBe(brotliOn ? 'br' : undefined);
});

test('sitemap.xml lists every listed page and no unlisted one; robots.txt points to it', async ({request}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  for (const r of catalogue) {
    const loc = `<loc>${SITE}${clean(r.path)}</loc>`;
    expect(xml.includes(loc), `${r.path} in sitemap`).toBe(!r.unlisted);
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(
    new RegExp(`^User-agent: \\*\\nAllow: /\\n[\\s\\S]*Sitemap: ${SITE}/sitemap.xml\\n$`),
  );
});
