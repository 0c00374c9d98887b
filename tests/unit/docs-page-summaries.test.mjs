// plugins/docs-page-summaries.mjs: each article gets the titles and descriptions of exactly the articles it shows
// (its <DocCardList /> section, its <Term id> glossary articles, its `related:` list); a wrong id fails naming the file.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {componentsOfArticle, sidebarSiblings, summariesOfVersion} from '../../plugins/docs-page-summaries.mjs';

const link = (docId, href) => ({type: 'link', href, label: docId, docId, unlisted: false});
const sidebar = [
  link('welcome', '/'),
  {
    type: 'category',
    label: 'Оплата',
    href: '/payment/',
    collapsible: true,
    collapsed: true,
    items: [
      link('payment/refund', '/payment/refund'),
      {
        type: 'category',
        label: 'Счета',
        collapsible: true,
        collapsed: true,
        items: [link('payment/bills/a', '/payment/bills/a')],
      },
    ],
  },
];

test('DocCardList shows the items of the deepest category that is or holds the page, else the top level', () => {
  assert.deepEqual(
    sidebarSiblings(sidebar, '/payment/').map((i) => i.label),
    ['payment/refund', 'Счета'],
  );
  assert.deepEqual(
    sidebarSiblings(sidebar, '/payment/bills/a').map((i) => i.label),
    ['payment/bills/a'],
  );
  assert.deepEqual(
    sidebarSiblings(sidebar, '/').map((i) => i.label),
    ['welcome', 'Оплата'],
  );
});

test('an article source: whether it lists cards, and its glossary terms; a computed Term id is an error', () => {
  assert.deepEqual(componentsOfArticle('Текст без компонентов.', 'a.mdx'), {cardList: false, terms: []});
  assert.deepEqual(
    componentsOfArticle('Это <Term id="raid">RAID</Term> и <Term id="dns">DNS</Term>.\n\n<DocCardList />\n', 'a.mdx'),
    {cardList: true, terms: ['raid', 'dns']},
  );
  assert.throws(
    () => componentsOfArticle('Это <Term id={x}>RAID</Term>.', 'docs/a.mdx'),
    /docs\/a\.mdx: <Term> needs id/,
  );
});

function version(files, related = {}) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summaries-'));
  const docs = Object.entries(files).map(([id, text]) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'docs', `${id}.mdx`)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'docs', `${id}.mdx`), text);
    const permalink = id === 'payment/index' ? '/payment/' : `/${id}`;
    return {
      id,
      title: `T ${id}`,
      description: `D ${id}`,
      source: `@site/docs/${id}.mdx`,
      permalink,
      sidebar: 'docs',
      unlisted: false,
      frontMatter: related[id] ? {related: related[id]} : {},
    };
  });
  const sidebars = {
    docs: [
      {
        type: 'category',
        label: 'Оплата',
        collapsible: true,
        collapsed: true,
        link: {type: 'doc', id: 'payment/index'},
        items: [
          {type: 'doc', id: 'payment/refund'},
          {type: 'doc', id: 'payment/balance'},
        ],
      },
      {type: 'doc', id: 'glossary/raid'},
    ],
  };
  return {version: {docs, sidebars}, siteDir};
}

test('summaries: cards of the section, glossary terms and related articles, nothing for other pages', () => {
  const {version: v, siteDir} = version(
    {
      'payment/index': '# Оплата\n\n<DocCardList />\n',
      'payment/refund': 'Про <Term id="raid">RAID</Term>.\n',
      'payment/balance': 'Баланс.\n',
      'glossary/raid': 'RAID.\n',
    },
    {'payment/balance': ['payment/refund']},
  );
  const summaries = summariesOfVersion(v, siteDir);
  assert.deepEqual(Object.keys(summaries).sort(), ['payment/balance', 'payment/index', 'payment/refund']);
  assert.deepEqual(summaries['payment/index'], {
    'payment/balance': {title: 'T payment/balance', description: 'D payment/balance'},
    'payment/refund': {title: 'T payment/refund', description: 'D payment/refund'},
  });
  assert.deepEqual(Object.keys(summaries['payment/refund']), ['glossary/raid']);
  assert.deepEqual(Object.keys(summaries['payment/balance']), ['payment/refund']);
});

test('summaries: an unknown glossary term or related id fails naming the file', () => {
  const unknownTerm = version({
    'payment/index': '<Term id="nope">x</Term>\n',
    'payment/refund': '',
    'payment/balance': '',
    'glossary/raid': '',
  });
  assert.throws(
    () => summariesOfVersion(unknownTerm.version, unknownTerm.siteDir),
    /docs\/payment\/index\.mdx: <Term id="nope">: there is no glossary article/,
  );
  const unknownRelated = version(
    {'payment/index': '', 'payment/refund': '', 'payment/balance': '', 'glossary/raid': ''},
    {'payment/refund': ['payment/nope']},
  );
  assert.throws(
    () => summariesOfVersion(unknownRelated.version, unknownRelated.siteDir),
    /docs\/payment\/refund\.mdx: related: "payment\/nope" is not an article id/,
  );
});
