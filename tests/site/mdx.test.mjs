// MDX handling: the spec's compatibility syntax builds as intended (a one-page fixture site).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('MDX 1 compatibility: {#custom-id}, <!-- comment --> and :::note Title build as intended', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-compat-'));
  const r = spawnSync('npx', ['docusaurus', 'build', 'tests/fixtures/mdx-compat', '--out-dir', out], {
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1'},
  });
  assert.equal(r.status, 0, `fixture build failed:\n${r.stdout}\n${r.stderr}`);
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  assert.match(html, /<h2[^>]*id=custom-id[^>]*>Заголовок с собственным якорем/);
  assert.doesNotMatch(html, /Этот комментарий/);
  assert.match(html, /theme-admonition-note/);
  assert.match(html, /Заголовок в старом синтаксисе/);
  assert.doesNotMatch(html, /:::note/);
  fs.rmSync(out, {recursive: true, force: true});
});
