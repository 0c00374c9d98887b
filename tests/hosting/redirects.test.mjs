// Redirects never leave the site (issue 14): raw requests — backslashes, doubled or encoded slashes, tabs,
// `@`, encoded `?` — against a real nginx with deploy/nginx/site.conf. Every Location must be a path on
// this site: one `/` followed by neither `/` nor `\`, and no query the request did not have.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {renderSiteConf, startNginx, writeNginxConf, nginxBinary} from './nginx.mjs';
import {spawn} from 'node:child_process';

const PORT = 4191;
let nginx;
let siteDir;

/** Sends one raw HTTP/1.1 request (the path exactly as given) and returns status and headers. */
function raw(port, target, host = 'localhost') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers});
    });
  });
}

before(async () => {
  assert.ok(fs.existsSync('build/.nginx/security-headers.conf'), 'build/ is missing: run `npm run build` first');
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-site-'));
  fs.writeFileSync(path.join(siteDir, 'site.conf'), renderSiteConf('build'));
  nginx = await startNginx({port: PORT, include: path.join(siteDir, 'site.conf')});
});
after(async () => {
  await nginx?.stop();
  fs.rmSync(siteDir, {recursive: true, force: true});
});

const HOSTILE = [
  '/%5Cevil.example%2Fpayment/',
  '/%5Cevil.example%2Fpayment.html',
  '/%5Cevil.example%2Fpayment/index.html',
  '/%5Cevil.example/index.html',
  '/\\evil.example/payment/',
  '/\\evil.example/payment.html',
  '/%5C%5Cevil.example/',
  '//evil.example/',
  '//evil.example/payment.html',
  '///evil.example/payment/',
  '/%2F%2Fevil.example/',
  '/%2Fevil.example/payment/',
  '/%2F%5Cevil.example/',
  '/%09/evil.example/',
  '/%09%2Fevil.example/',
  '/\t/evil.example/',
  '/@evil.example/',
  '/%40evil.example/payment/',
  '/payment%2F%2Fevil.example/',
  '/apps%3Fx=1/',
  '/apps%3F/evil.example/',
  '/apps%3Fx=1.html',
  '/.%5Cevil.example/',
  '/payment/refund%5C/',
  '/%0D%0ALocation:%20http://evil.example/',
];

test('no redirect leaves the site, whatever the path holds', async () => {
  const bad = [];
  for (const target of HOSTILE) {
    const r = await raw(PORT, target);
    const loc = r.headers.location;
    if (loc === undefined) continue; // 404/400: nothing to follow
    const fine = /^\/(?![/\\])/.test(loc) && !/[\\\t\r\n]/.test(loc) && !loc.includes('?');
    if (!fine) bad.push(`${JSON.stringify(target)} → ${r.status} Location: ${loc}`);
  }
  assert.deepEqual(bad, []);
});

test('the ordinary clean-URL redirects still work (and keep a real query)', async () => {
  const cases = [
    ['/payment/refund/', '/payment/refund'],
    ['/payment/refund.html', '/payment/refund'],
    ['/payment/refund.html?x=1', '/payment/refund?x=1'],
    ['/apps/', '/apps'],
    ['/apps/index.html', '/apps'],
    ['/index.html', '/'],
  ];
  for (const [from, to] of cases) {
    const r = await raw(PORT, from);
    assert.equal(r.status, 301, from);
    assert.equal(r.headers.location, to, from);
  }
});

test('an encoded "?" is not turned into a query, and .gz/.br copies are not served directly', async () => {
  assert.equal((await raw(PORT, '/apps%3Fx=1')).status, 404);
  for (const f of fs
    .readdirSync('build/assets/js')
    .filter((n) => /\.js\.(gz|br)$/.test(n))
    .slice(0, 2)) {
    assert.equal((await raw(PORT, `/assets/js/${f}`)).status, 404, f);
  }
  const sitemap = await raw(PORT, '/sitemap.xml');
  assert.match(sitemap.headers['content-type'], /charset=utf-8/);
});

test('a 416 answer sends each security header once', async () => {
  const r = await fetch(`${nginx.origin}/payment/refund`, {headers: {Range: 'bytes=99999999-'}});
  const csp = r.headers.get('content-security-policy') ?? '';
  assert.equal(csp.split("default-src 'self'").length - 1, 1, `CSP: ${csp}`);
  assert.equal((r.headers.get('x-content-type-options') ?? '').split(',').length, 1);
});

test('the production port-80 block redirects to the configured name, not the client Host, and hides the version', async () => {
  const prod = fs.readFileSync('deploy/nginx/hostoria-help.conf', 'utf8');
  const block = prod.match(/server\s*\{[^{}]*listen 80;[^{}]*\}/)?.[0];
  assert.ok(block, 'deploy/nginx/hostoria-help.conf has no port-80 server block');
  const tokens = prod.match(/^server_tokens off;/m) ? 'server_tokens off;' : '';
  const port = PORT + 1;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-80-'));
  const body = block.replace(/listen \[::\]:80;/, '').replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'http.conf'), `${tokens}\n${body}\n`);
  // writeNginxConf wraps one server around `include`; this test needs the block itself at http level.
  const setup = writeNginxConf({port: port + 1, include: '/dev/null'});
  fs.writeFileSync(
    setup.conf,
    fs.readFileSync(setup.conf, 'utf8').replace(/http \{/, `http {\n  include ${dir}/http.conf;`),
  );
  const child = spawn(nginxBinary(), setup.args, {stdio: 'ignore'});
  try {
    let r;
    for (let i = 0; i < 50 && !r; i++) {
      r = await raw(port, '/payment/refund', 'evil.example').catch(() => undefined);
      if (!r) await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.equal(r.status, 301);
    assert.equal(r.headers.location, 'https://help.hostoria.example/payment/refund');
    assert.equal(r.headers.server, 'nginx');
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
