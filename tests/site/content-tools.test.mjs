// The content tools fail on what they are meant to catch (fixtures in tests/fixtures): remark-lint with
// the site's MDX syntax, and cspell. They start external CLIs (cspell takes ~9 s), so they run in this tier.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';

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
