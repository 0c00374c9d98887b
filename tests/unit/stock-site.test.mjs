// The bench's yardstick filler (scripts/lib/stock-site.mjs): each article becomes plain Markdown with the
// same sidebar front matter, the same headings and the same words per section, and nothing an MDX parser
// could trip on; a route without an article is an error naming it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import matter from '@11ty/gray-matter';
import {fillerOf, sections, sourceOf} from '../../scripts/lib/stock-site.mjs';

const article = `---
title: Возврат «средств»
description: Когда мы возвращаем деньги.
sidebar_label: Возврат
sidebar_position: 3
unlisted: true
related: [/payment/balance]
keywords: [деньги]
---

import Policy from '@site/src/components/Facts/Policy';

Деньги вернём <Policy id="refund" /> за [пять дней](/payment/balance).

## Как подать заявку {#apply}

1. Откройте кабинет.

\`\`\`bash
## not a heading
sudo apt install -y rsync
\`\`\`

### Срок
Десять слов {props.x} здесь.
`;

test('sections keep headings and words in order; code fences are text, not headings; markup is dropped', () => {
  const s = sections(matter(article).content);
  assert.deepEqual(
    s.map((x) => x.heading?.text ?? null),
    [null, 'Как подать заявку', 'Срок'],
  );
  assert.deepEqual(s[0].words, ['деньги', 'вернём', 'за', 'пять', 'дней']);
  assert.deepEqual(s[1].words, [
    '1',
    'откройте',
    'кабинет',
    'not',
    'a',
    'heading',
    'sudo',
    'apt',
    'install',
    'y',
    'rsync',
  ]);
  assert.deepEqual(s[2].words, ['десять', 'слов', 'здесь']);
});

test('the filler keeps the sidebar front matter and the headings, and has the same word count', () => {
  const out = fillerOf(article);
  const {data, content} = matter(out);
  assert.deepEqual(data, {
    title: 'Возврат «средств»',
    description: 'Когда мы возвращаем деньги.',
    sidebar_label: 'Возврат',
    sidebar_position: 3,
    unlisted: true,
  });
  assert.match(content, /^## Как подать заявку$/m);
  assert.match(content, /^### Срок$/m);
  assert.doesNotMatch(content, /[<>{}[\]()`]/);
  const words = (t) => sections(t).reduce((n, x) => n + x.words.length, 0);
  assert.equal(words(content), words(matter(article).content));
});

test('every route of docs/routes.json has an article; a missing one is named', () => {
  const {routes} = JSON.parse(fs.readFileSync('docs/routes.json', 'utf8'));
  for (const r of routes) assert.ok(fs.existsSync(sourceOf('docs', r)));
  assert.throws(() => sourceOf('docs', {path: '/nowhere/page', index: false}), /\/nowhere\/page/);
});
