// Built pages: non-breaking spaces in prose (plugins/rehype-typograf-nbsp.mjs), none inside code, and no
// admonition left as literal «:::» text.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {listHtml, requireBuild} from '../lib/site.mjs';

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
