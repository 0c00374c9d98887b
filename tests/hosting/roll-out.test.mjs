// Roll-out is one atomic step (issue 14): with deploy/roll-out.sh, a page never goes out with another
// release's CSP — not between activating a release and nginx's reload, not after a failed `nginx -t`,
// not after a roll-back. Two releases whose inline scripts differ, served by a real nginx.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startNginx, writeNginxConf, nginxBinary} from './nginx.mjs';
import {inlineScripts, sha256} from '../../scripts/lib/csp.mjs';

const PORT = 4193;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-home-'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-builds-'));
fs.chmodSync(home, 0o755); // nginx workers run as another user
let nginx;
let setup;

const rollOut = (args, extra = {}) =>
  spawnSync('bash', ['deploy/roll-out.sh', ...args], {
    encoding: 'utf8',
    env: {...process.env, HELP_HOME: home, NGINX: [nginxBinary(), ...setup.args].join(' '), ...extra},
  });

/** The page, its CSP and whether every inline script of the page is allowed by that CSP. */
async function page() {
  const r = await fetch(`${nginx.origin}/payment/refund`);
  const html = await r.text();
  const csp = r.headers.get('content-security-policy') ?? '';
  const scripts = inlineScripts(html).filter((s) => s.executable);
  const missing = scripts.map((s) => sha256(s.code)).filter((h) => !csp.includes(h));
  return {release: html.includes('/*release B*/') ? 'B' : 'A', consistent: scripts.length > 0 && missing.length === 0};
}

async function waitFor(release) {
  for (let i = 0; i < 50; i++) {
    const p = await page();
    if (p.release === release) return p;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return page();
}

before(async () => {
  assert.ok(fs.existsSync('build/.nginx/site.conf.template'), 'build/ is missing: run `npm run build` first');
  // Release B: the same build with a different inline script on every page, and its own postbuild.
  const b = path.join(work, 'B');
  execFileSync('cp', ['-a', 'build', b]);
  for (const f of execFileSync('find', [b, '-name', '*.html'], {encoding: 'utf8'}).trim().split('\n')) {
    const html = fs.readFileSync(f, 'utf8');
    fs.writeFileSync(f, html.replace('localStorage.getItem("theme")', 'localStorage.getItem("theme")/*release B*/'));
  }
  execFileSync('node', ['scripts/postbuild.mjs', b], {stdio: 'ignore'});
  // Release C: B with a broken header file, so `nginx -t` fails.
  const c = path.join(work, 'C');
  execFileSync('cp', ['-a', b, c]);
  fs.appendFileSync(path.join(c, '.nginx', 'security-headers.conf'), 'add_header Broken "unterminated;\n');

  setup = writeNginxConf({port: PORT, include: path.join(home, 'active.conf')});
  const first = rollOut(['build', 'A'], {NO_RELOAD: '1'});
  assert.equal(first.status, 0, first.stderr);
  nginx = await startNginx({port: PORT, setup});
});
after(async () => {
  await nginx?.stop();
  fs.rmSync(home, {recursive: true, force: true});
  fs.rmSync(work, {recursive: true, force: true});
});

test('release A is served with its own CSP', async () => {
  assert.deepEqual(await page(), {release: 'A', consistent: true});
});

test('after activating B and before the reload, readers still get A with A’s CSP', async () => {
  const r = rollOut([path.join(work, 'B'), 'B'], {NO_RELOAD: '1'});
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(await page(), {release: 'A', consistent: true});
});

test('after the reload, B is served with B’s CSP', async () => {
  execFileSync(nginxBinary(), [...setup.args, '-s', 'reload']);
  assert.deepEqual(await waitFor('B'), {release: 'B', consistent: true});
});

test('a release whose config fails nginx -t is refused and B stays, even after a later reload', async () => {
  const r = rollOut([path.join(work, 'C'), 'C']);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /nginx -t failed/);
  execFileSync(nginxBinary(), [...setup.args, '-s', 'reload']);
  await new Promise((ok) => setTimeout(ok, 300));
  assert.deepEqual(await page(), {release: 'B', consistent: true});
});

test('rolling back to A is the same atomic step', async () => {
  const r = rollOut(['--activate', 'A']);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(await waitFor('A'), {release: 'A', consistent: true});
});
