// The search files in build/pagefind/ (README, Search): Pagefind's client, its WebAssembly and the index are
// published; Pagefind's own ready-made UIs (pagefind-ui.*, pagefind-modular-ui.*, pagefind-component-ui.*,
// pagefind-highlight.js) are removed by scripts/postbuild.mjs, and nothing in the build asks for them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD, requireBuild} from '../lib/site.mjs';

requireBuild();
const PAGEFIND = path.join(BUILD, 'pagefind');
const UI = /pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)/;

test('build/pagefind has the client, the WebAssembly and the index, and none of Pagefind’s own UIs', () => {
  const names = fs.readdirSync(PAGEFIND);
  for (const needed of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.ru.pagefind'])
    assert.ok(names.includes(needed), `build/pagefind/${needed} is missing`);
  assert.ok(fs.readdirSync(path.join(PAGEFIND, 'index')).length > 0, 'build/pagefind/index/ is empty');
  assert.deepEqual(
    names.filter((n) => UI.test(n)),
    [],
    'Pagefind UI files left in build/pagefind',
  );
});

test('no page, script or stylesheet of the build refers to a Pagefind UI file', () => {
  const walk = (dir) =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const referring = walk(BUILD)
    .filter((f) => /\.(html|js|css|json)$/.test(f))
    .filter((f) => UI.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(BUILD, f));
  assert.deepEqual(referring, []);
});
