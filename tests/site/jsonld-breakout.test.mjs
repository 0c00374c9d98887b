// A title, description, sidebar label or FAQ heading containing `</script><script>alert(1)</script>`
// (a plausible question in a hosting help centre) must not break out of the JSON-LD (issue 14). The
// test builds the site with one extra fixture article, runs postbuild (which refuses unknown inline
// scripts), and opens the page in Chromium: no dialog, the JSON-LD parses and carries the title.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../scripts/lib/chromium.mjs';
import {inlineScripts} from '../../scripts/lib/csp.mjs';
import {renderSiteConf, startNginx} from '../hosting/nginx.mjs';

const PORT = 4195;
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-breakout-'));
const out = path.join(site, 'out');
const SKIP = new Set([
  'node_modules',
  'build',
  '.git',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'bench-results',
]);
let nginx;
let build;

before(() => {
  for (const entry of fs.readdirSync('.')) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(entry, path.join(site, entry), {recursive: true});
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'));
  fs.copyFileSync('tests/fixtures/jsonld-breakout/breakout.mdx', path.join(site, 'docs', 'breakout.mdx'));
  fs.chmodSync(site, 0o755); // nginx workers run as another user
  const env = {...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1', SHOW_LAST_UPDATE: '0'};
  const docusaurus = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {cwd: site, encoding: 'utf8', env});
  assert.equal(
    docusaurus.status,
    0,
    `fixture build failed:\n${docusaurus.stdout.slice(-2000)}\n${docusaurus.stderr.slice(-2000)}`,
  );
  build = spawnSync('node', ['scripts/postbuild.mjs', out], {cwd: site, encoding: 'utf8'});
});
after(async () => {
  await nginx?.stop();
  fs.rmSync(site, {recursive: true, force: true});
});

test('postbuild accepts the page: no unknown inline script reached the HTML', () => {
  assert.equal(build.status, 0, `postbuild refused the build:\n${build.stderr}`);
});

test('every JSON-LD block parses, carries the title and FAQ question as text, and hides no markup', () => {
  const html = fs.readFileSync(path.join(out, 'breakout.html'), 'utf8');
  const scripts = inlineScripts(html);
  const ld = scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.code));
  const text = JSON.stringify(ld);
  assert.ok(
    ld.some((b) => b['@type'] === 'FAQPage'),
    'no FAQPage block',
  );
  assert.ok(text.includes('</script><script>alert(1)</script>'), 'the title is missing from the JSON-LD');
  assert.ok(text.includes('</script><script>alert(3)</script>'), 'the FAQ question is missing from the JSON-LD');
  assert.ok(text.includes('</script><script>alert(2)</script>'), 'the breadcrumb label is missing from the JSON-LD');
  assert.deepEqual(
    scripts.filter((s) => s.executable && /alert\(/.test(s.code)).map((s) => s.code),
    [],
    'an injected script is in the page',
  );
});

test('in Chromium the page shows the title as text and runs no injected script', async () => {
  fs.writeFileSync(path.join(site, 'site.conf'), renderSiteConf(out));
  nginx = await startNginx({port: PORT, include: path.join(site, 'site.conf')});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${nginx.origin}/breakout`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('h1').innerText(), 'Куда вставить код перед </script><script>alert(1)</script>?');
    assert.deepEqual(dialogs, []);
  } finally {
    await browser.close();
  }
});
