// Every built HTML file passes html-validate (rules relaxed only for generated markup: .htmlvalidate.md).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {requireBuild} from '../lib/site.mjs';

test('html-validate: zero errors on every built page', () => {
  requireBuild();
  const r = spawnSync('npx', ['html-validate', 'build/**/*.html'], {encoding: 'utf8'});
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('html-validate with the same config still catches real markup errors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-'));
  const bad = path.join(dir, 'bad.html');
  fs.writeFileSync(
    bad,
    '<!doctype html><html lang="ru"><head><title>x</title></head><body><main><h1 id="a">x</h1><h3 id="a">y</h3><img src="a.png"><a href="/x"></a><button>ok</button></main></body></html>',
  );
  const r = spawnSync('npx', ['html-validate', '--config', '.htmlvalidate.json', bad], {encoding: 'utf8'});
  assert.equal(r.status, 1);
  for (const rule of ['no-dup-id', 'heading-level', 'wcag/h37', 'wcag/h30', 'no-implicit-button-type'])
    assert.match(r.stdout, new RegExp(rule));
  fs.rmSync(dir, {recursive: true, force: true});
});
