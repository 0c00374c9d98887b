// The typography lint of article sources (lib/content/typography.mjs) on fixtures.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lintFile} from '../../lib/content/typography.mjs';

test('straight quotes, hyphens as dashes and three dots are reported with file:line:column', () => {
  const problems = lintFile('tests/fixtures/typography/bad.mdx');
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], /bad\.mdx:6:11: прямые кавычки: .*«Нажмите «Сохранить» и ждите…»/);
  assert.match(problems[1], /bad\.mdx:8:8: дефис вместо тире/);
  assert.match(problems[2], /bad\.mdx:13:7: прямые кавычки/);
  assert.doesNotMatch(problems.join('\n'), /не проверяется/);
});

test('a file MDX cannot parse is reported with its line instead of crashing the lint', () => {
  const problems = lintFile('tests/fixtures/check-mdx/brace.mdx');
  assert.deepEqual(problems.length, 1);
  assert.match(problems[0], /brace\.mdx:8:\d+: фигурная скобка \{/);
});

test('a clean article has no typography problem', () => {
  assert.deepEqual(lintFile('tests/fixtures/check-mdx/ok.mdx'), []);
});
