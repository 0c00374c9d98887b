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

// A query downloads one index chunk per word it has not seen yet: Pagefind's default chunks are ~30 KB gzip
// (19 on this site); scripts/postbuild.mjs asks for ~3.5 KB ones (PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE).
test('the word index is cut into small chunks (a new word costs a few KB, not ~30 KB)', () => {
  const dir = path.join(PAGEFIND, 'index');
  const sizes = fs.readdirSync(dir).map((f) => fs.statSync(path.join(dir, f)).size);
  const large = sizes.filter((s) => s > 12 * 1024).length;
  assert.ok(sizes.length >= 100, `build/pagefind/index/ has ${sizes.length} chunks, expected at least 100`);
  assert.equal(large, 0, `${large} of ${sizes.length} index chunks are over 12 KB`);
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
