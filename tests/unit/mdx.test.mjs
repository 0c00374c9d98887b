// MDX handling: the spec's compatibility syntax builds, and broken MDX is reported with the file name.
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

test('the writer check rejects malformed MDX, unknown front matter keys and broken links, naming the file', () => {
  const r = spawnSync('node', ['scripts/check-mdx.mjs', 'tests/fixtures/bad-mdx'], {encoding: 'utf8'});
  assert.equal(r.status, 1);
  assert.match(r.stdout, /unclosed-tag\.mdx:\d+: MDX does not compile/);
  assert.match(r.stdout, /bad-front-matter\.mdx:1: unknown front matter key "descripton"/);
  assert.match(r.stdout, /bad-front-matter\.mdx:1: front matter: description is required/);
  assert.match(r.stdout, /bad-front-matter\.mdx:\d+: link to \/no\/such\/article: no article has this route/);
  assert.match(r.stdout, /bad-related\.mdx:1: front matter: related "payment\/no-such-article" is not an article id/);
  assert.doesNotMatch(r.stdout, /related "payment\/refund"/);
});
