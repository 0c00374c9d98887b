// The prose checks fail on what they are meant to catch (fixtures in tests/fixtures) and pass the site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {listHtml, requireBuild} from '../lib/site.mjs';

const run = (cmd, args) => spawnSync(cmd, args, {encoding: 'utf8'});
const remark = (target) =>
  run('npx', [
    'remark',
    '--rc-path',
    '.remarkrc.mjs',
    '--ext',
    'md,mdx',
    '--quiet',
    '--frail',
    '--no-stdout',
    '--no-color',
    target,
  ]);

test('remark lint rejects what breaks the build and accepts the MDX compatibility syntax', () => {
  const r = remark('tests/fixtures/lint');
  assert.equal(r.status, 1);
  const out = r.stdout + r.stderr;
  for (const file of ['autolink.mdx', 'braces.mdx', 'br.mdx'])
    assert.match(out, new RegExp(`tests/fixtures/lint/${file}\\n\\s+error\\s+Cannot process file`));
  assert.match(out, /unclosed-admonition\.mdx\n6:1\s+warning\s+Admonition is never closed/);
  assert.doesNotMatch(out, /compat-ok\.mdx/);
});

test('cspell flags Russian typos and ignores code', () => {
  const r = run('npx', ['cspell', '--no-progress', '--no-summary', '--no-cache', 'tests/fixtures/spelling/typos.mdx']);
  assert.equal(r.status, 1);
  for (const word of ['Ошибочнае', 'прилажение', 'изминения'])
    assert.match(r.stdout, new RegExp(`typos\\.mdx:6:\\d+ - Unknown word \\(${word}\\)`));
  assert.doesNotMatch(r.stdout, /echoo|кодд/);
});

test('the typography lint reports quotes, dashes and dots with file:line:column', () => {
  const r = run('node', ['scripts/lint-typography.mjs', 'tests/fixtures/typography']);
  assert.equal(r.status, 1);
  assert.match(r.stdout, /bad\.mdx:6:11: прямые кавычки/);
  assert.match(r.stdout, /bad\.mdx:8:8: дефис вместо тире/);
  assert.match(r.stdout, /bad\.mdx:13:7: прямые кавычки/);
  assert.doesNotMatch(r.stdout, /не проверяется/);
});

test('built pages: non-breaking spaces in prose, none added inside code, no literal «:::» paragraphs', () => {
  requireBuild();
  let withNbsp = 0;
  const literalAdmonitions = [];
  const codeWithNbsp = [];
  for (const file of listHtml()) {
    const html = fs.readFileSync(file, 'utf8');
    const article = html.slice(html.indexOf('theme-doc-markdown'));
    if (/<p>[^<]*[\s(«](в|и|с|на|по)\u00a0[А-Яа-яЁё]/.test(article)) withNbsp++;
    if (/<p>\s*:::/.test(html)) literalAdmonitions.push(file);
    for (const m of article.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g))
      if (m[1].includes('\u00a0')) codeWithNbsp.push(file);
  }
  assert.ok(
    withNbsp > 250,
    `expected non-breaking spaces after short words on almost every article, found on ${withNbsp}`,
  );
  assert.deepEqual(
    literalAdmonitions,
    [],
    'an admonition rendered as literal text (old `:::note Title` syntax or not closed)',
  );
  assert.deepEqual([...new Set(codeWithNbsp)], [], 'non-breaking spaces were inserted into code');
});
