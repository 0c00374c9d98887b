// The build's rehype plugins (plugins/*.mjs) on small HTML trees.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeScrollableTables from '../../plugins/rehype-scrollable-tables.mjs';
import rehypeTypografNbsp from '../../plugins/rehype-typograf-nbsp.mjs';

const text = (value) => ({type: 'text', value});
const el = (tagName, children = [], properties = {}) => ({type: 'element', tagName, properties, children});
const root = (...children) => ({type: 'root', children});
const NBSP = '\u00a0';

test('scrollable tables: each table is wrapped in a focusable region labelled «Таблица N»', () => {
  const tree = root(el('table'), el('div', [el('p'), el('table')]));
  rehypeScrollableTables()(tree);
  const [first, div] = tree.children;
  assert.equal(first.tagName, 'div');
  assert.deepEqual(first.properties, {
    className: ['table-scroll'],
    tabIndex: 0,
    role: 'region',
    ariaLabel: 'Таблица 1',
  });
  assert.equal(first.children[0].tagName, 'table');
  const nested = div.children[1];
  assert.equal(nested.properties.ariaLabel, 'Таблица 2');
  assert.equal(nested.children[0].tagName, 'table');
});

test('scrollable tables: a page without tables is left alone', () => {
  const tree = root(el('p', [text('Таблиц нет')]));
  const before = structuredClone(tree);
  rehypeScrollableTables()(tree);
  assert.deepEqual(tree, before);
});

test('nbsp: a non-breaking space after short words in prose', () => {
  const p = el('p', [text('Сервер в Москве и на связи — всегда')]);
  rehypeTypografNbsp()(root(p));
  assert.equal(p.children[0].value, `Сервер в${NBSP}Москве и${NBSP}на${NBSP}связи — всегда`);
});

test('nbsp: text split by <strong> is typographed as one run, lengths kept', () => {
  const p = el('p', [text('Оплата в '), el('strong', [text('рублях')]), text(' и евро')]);
  rehypeTypografNbsp()(root(p));
  assert.equal(p.children[0].value, `Оплата в${NBSP}`);
  assert.equal(p.children[2].value, ` и${NBSP}евро`);
});

test('nbsp: code, kbd and text outside prose blocks are never touched', () => {
  const code = el('p', [el('code', [text('cd /var и ls')]), el('kbd', [text('Ctrl + в')])]);
  const div = el('div', [text('в доме')]);
  const tree = root(code, div, el('pre', [text('echo в и на')]));
  const before = structuredClone(tree);
  rehypeTypografNbsp()(tree);
  assert.deepEqual(tree, before);
});
