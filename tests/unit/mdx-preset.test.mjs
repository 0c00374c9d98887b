// lib/content/mdx.mjs parses as the build does. It re-creates @docusaurus/mdx-loader's preprocessing from
// public @docusaurus/utils functions; this test pins it against the loader's internal modules, so that a
// Docusaurus upgrade that changes them fails here, loudly, instead of letting the checks drift.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import {ADMONITION_KEYWORDS, listDocFiles, markdown, parseArticle, preprocess} from '../../lib/content/index.mjs';

const require = createRequire(import.meta.url);
const loaderVersion = require('@docusaurus/mdx-loader/package.json').version;
const internalPreprocess = require('@docusaurus/mdx-loader/lib/preprocessor.js').default;
const {DefaultAdmonitionOptions} = require('@docusaurus/mdx-loader/lib/remark/admonitions/index.js');

test('pinned: @docusaurus/mdx-loader is 3.10.2 (re-check lib/content/mdx.mjs against it on upgrade)', () => {
  assert.equal(loaderVersion, '3.10.2');
});

test('the admonition keywords are the loader defaults', () => {
  assert.deepEqual(ADMONITION_KEYWORDS, DefaultAdmonitionOptions.keywords);
});

test('preprocess() gives the same text as the loader on every article and on the compat fixture', () => {
  const files = [...listDocFiles(), 'tests/fixtures/mdx-compat/docs/compat.mdx', 'tests/fixtures/check-mdx/ok.mdx'];
  const differ = files.filter((file) => {
    const fileContent = fs.readFileSync(file, 'utf8');
    const theirs = internalPreprocess({fileContent, filePath: file, markdownConfig: markdown, admonitions: true});
    return preprocess(fileContent) !== theirs;
  });
  assert.deepEqual(differ, []);
});

test('MDX 1 compatibility: {#id} headings, :::note Title and <!-- comments --> parse; a stray { fails', () => {
  const tree = parseArticle('## Раздел {#custom}\n\n:::note Заголовок\n\nТекст <!-- комментарий -->\n\n:::\n');
  assert.deepEqual(
    tree.children.map((n) => n.type),
    ['heading', 'containerDirective'],
  );
  assert.equal(tree.children[1].children[0].data?.directiveLabel, true);
  assert.throws(() => parseArticle('Текст {не: выражение} дальше'), /acorn/);
});
