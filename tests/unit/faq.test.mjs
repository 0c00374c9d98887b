// FAQ extraction for the FAQPage JSON-LD (plugins/faq-data.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {extractFaq, faqsOfDocs} from '../../plugins/faq-data.mjs';

const ARTICLE = `---
title: Вопросы
faq: true
---

Вступление, не ответ.

## Оплата

### Как оплатить картой?

Откройте <Menu id="topUp" /> и выберите карту.

- Мир
- Visa

:::note Важно

Комиссии нет.

:::

### Вопрос без ответа

## Можно ли вернуть деньги?

Да, по заявке {#not-an-id}.

## Обычный раздел

Текст не относится к вопросам.
`.replace('{#not-an-id}', '');

test('H3 headings and H2 headings ending with «?» are questions; their blocks are the answer', () => {
  assert.deepEqual(extractFaq(ARTICLE, 'faq.mdx'), [
    {q: 'Как оплатить картой?', a: 'Откройте и выберите карту. Мир Visa Важно Комиссии нет.'},
    {q: 'Можно ли вернуть деньги?', a: 'Да, по заявке .'},
  ]);
});

test('MDX 1 compatibility syntax is parsed as the build does: {#id} is not part of the question', () => {
  const items = extractFaq('### Как сменить пароль? {#password}\n\nВ профиле.\n');
  assert.deepEqual(items, [{q: 'Как сменить пароль?', a: 'В профиле.'}]);
});

test('an article without questions gives no items; broken MDX throws', () => {
  assert.deepEqual(extractFaq('## Раздел\n\nТекст.\n'), []);
  assert.throws(() => extractFaq('Текст {не выражение.\n'), /acorn|expression/i);
});

test('faqsOfDocs: only faq: true docs, keyed by id; faq: true without questions fails naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/a.mdx'), ARTICLE);
  fs.writeFileSync(path.join(dir, 'docs/b.mdx'), '---\ntitle: B\n---\n\n## Раздел\n\nТекст.\n');
  const docs = [
    {id: 'a', source: '@site/docs/a.mdx', frontMatter: {faq: true}},
    {id: 'b', source: '@site/docs/b.mdx', frontMatter: {}},
  ];
  assert.deepEqual(Object.keys(faqsOfDocs(docs, dir)), ['a']);
  docs[1].frontMatter.faq = true;
  assert.throws(() => faqsOfDocs(docs, dir), /docs\/b\.mdx: faq: true, but no questions/);
  fs.rmSync(dir, {recursive: true, force: true});
});
