// Proofreading of the rendered text: what a reader sees on the built page, not the MDX. For every built
// article (build/**/*.html, article body only) it flags
//   - a phrase of three or more words repeated within one sentence or two adjacent sentences,
//   - a doubled word («в в»),
//   - a fact (provider.ts, policies.ts) whose printed text ends in the words that follow it on the page,
//     or starts with the words that precede it («Финансовый отдел: финансовый отдел работает…»),
//   - a subordinate clause opened by «если», «когда» or «чтобы» straight after a word, without the comma
//     that must set it off («По нашим правилам если…», «например чтобы…»: the fact-printed clause pasted in),
//   - a sentence a reader has to read twice: more than MAX_SENTENCE_WORDS words, or two colons (a fact
//     with its own colon pasted after «…:»),
//   - hedges about our own product («обычно», «как правило», «скорее всего», «если в файле есть»)
//     outside the short list of allowed uses below, each with its reason.
// Fixtures in tests/fixtures/proofread/ hold one pattern each and must fail. Self-contained on purpose.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {importTs} from '../../lib/import-ts.mjs';
import {routeOfHtml as routeOf} from '../../lib/content/routes.mjs';
import {listHtml} from '../lib/site.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const fixtureDir = path.join(root, 'tests/fixtures/proofread');

/**
 * Allowed hedges: the route, a piece of the sentence that must contain the hedge, and why it is not a
 * guess about our product. Keep this list short; rewrite the sentence instead where you can.
 */
const ALLOWED_HEDGES = [
  // {route: '/some/route', sentence: 'кусок предложения', reason: 'почему это не догадка о нашем продукте'},
];

/** Three-word terms that a sentence may repeat, each with the reason (the term has no shorter name). */
const ALLOWED_REPEATS = [
  {
    phrase: 'удаленных рабочих столов',
    reason: 'название роли и служб Windows Server, как их показывает система; синонима нет',
  },
];

// «как обычно», «чем обычно» compare with the usual course of things and are not hedges.
const HEDGES = [
  /(?<!(?:как|чем)\s)(?<![\p{L}])обычно(?!\p{L})/iu,
  /как правило/iu,
  /скорее всего/iu,
  /если в файле есть/iu,
];

/**
 * Words after which «если», «когда», «чтобы» need no comma: conjunctions and particles that join or
 * qualify the clause («и если», «только когда», «даже если») and the fixed pairs «для того чтобы»,
 * «в том числе если».
 */
const NO_COMMA_BEFORE_CLAUSE = new Set(
  (
    'и а но или либо да только лишь даже именно особенно то что тогда кроме чем как так также тоже вот ' +
    'причём причем ни того числе'
  ).split(' '),
);
// Lower case only (a capital «Если» inside a sentence starts a quoted title), not «когда-то».
const CLAUSE_WITHOUT_COMMA = /(?<![\p{L}\p{N}])([\p{L}]+)\s+(если|когда|чтобы)(?![\p{L}\p{N}-])/gu;

/** Longer sentences are split: a help article is read in a hurry. Code and link texts count as one word. */
const MAX_SENTENCE_WORDS = 60;

/** Short words that make a repeated three-word phrase meaningless on their own. */
const STOP = new Set(
  (
    'и в во на с со к ко о об от до по за из у не ни а но или же ли бы что как это то так же для при без над под ' +
    'про через между его её их ее вы мы вам нам вас нас ваш ваша ваше ваши наш наша наше наши он она оно они ' +
    'который которая которое которые если когда где там тут уже ещё еще только все всё все весь вся тоже'
  ).split(/\s+/),
);

function loadFacts() {
  const {provider} = importTs('src/data/provider.ts');
  const {policies} = importTs('src/data/policies.ts');
  const strings = new Set();
  const walk = (v) => {
    if (typeof v === 'string') strings.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(provider);
  for (const p of Object.values(policies)) strings.add(p.text);
  // Facts printed inside sentences: two or more words of prose, not URLs or addresses.
  return [...strings].filter((s) => /\p{L}+\s+\p{L}+/u.test(s) && !/^https?:|@/.test(s));
}

const norm = (s) => s.toLowerCase().replace(/ё/g, 'е');
const words = (s) => norm(s).match(/[\p{L}\p{N}]+(?:[-‑][\p{L}\p{N}]+)*/gu) ?? [];

/**
 * Text blocks of the article body: paragraphs, list items, cells, headings; code is replaced by a break.
 * Each block comes twice: `full` as the reader sees it, and `masked` with link texts and interface labels
 * (menu paths, buttons) replaced by a break, because a link to «Как сменить часовой пояс сервера» after
 * «Как сменить часовой пояс…» or two menu paths in one sentence are not repetitions a writer can avoid.
 */
export function extractBlocks(html) {
  const $ = cheerio.load(html);
  const body = $('article .markdown').first();
  if (!body.length) return [];
  // Tooltips of glossary terms repeat the glossary article's description; they are not part of the sentence.
  body.find('pre, .theme-code-block, svg, .hash-link, [role="tooltip"]').remove();
  body.find('code, kbd').replaceWith(' ⟂ ');
  const blocks = [];
  const BLOCK = 'p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, summary, [class*="admonitionHeading"]';
  body.find(BLOCK).each((_, el) => {
    const copy = $(el).clone();
    copy.find('p, ul, ol, table, div, details').remove();
    const clean = (node) =>
      node
        .text()
        .replace(/\s+/g, ' ')
        .replace(/\u200b/g, '')
        .trim();
    const full = clean(copy);
    copy.find('a, [class^="ui_"], [class*=" ui_"]').replaceWith(' ⟂ ');
    if (full) blocks.push({full, masked: clean(copy)});
  });
  return blocks;
}

/** Sentences of a block: split after . ! ? … followed by a space and a capital letter, digit or quote. */
const sentencesOf = (block) => block.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d«„(])/u).filter(Boolean);

function repeatedPhrase(text) {
  const w = words(text).filter((x) => x !== '⟂');
  const seen = new Map();
  for (let i = 0; i + 3 <= w.length; i++) {
    const gram = w.slice(i, i + 3);
    if (gram.filter((x) => !STOP.has(x) && x.length > 2 && !/^\d+$/.test(x)).length < 2) continue;
    // Names of products and systems («Debian и Ubuntu», «Let's Encrypt») are repeated on purpose.
    if (gram.filter((x) => /^[a-z]/.test(x)).length >= 2) continue;
    if (ALLOWED_REPEATS.some((a) => a.phrase === gram.join(' '))) continue;
    const key = gram.join(' ');
    if (seen.has(key) && i - seen.get(key) >= 3) return key;
    if (!seen.has(key)) seen.set(key, i);
  }
  return null;
}

/** Findings for one page, as strings; `route` names the page in messages and in ALLOWED_HEDGES. */
export function proofread(route, html, facts) {
  const findings = [];
  const blocks = extractBlocks(html);
  for (const {full: block, masked} of blocks) {
    const maskedSentences = sentencesOf(masked);
    for (let i = 0; i < maskedSentences.length; i++) {
      const s = maskedSentences[i];
      // Link texts are masked: a link to «Когда будет активирован сервер» is a title, not a clause.
      for (const m of s.matchAll(CLAUSE_WITHOUT_COMMA)) {
        if (!NO_COMMA_BEFORE_CLAUSE.has(norm(m[1]))) findings.push(`no comma before the clause «${m[0]}…» in: ${s}`);
      }
      const length = s.split(/\s+/).filter((w) => /[\p{L}\p{N}⟂]/u.test(w)).length;
      if (length > MAX_SENTENCE_WORDS) findings.push(`sentence of ${length} words (split it) in: ${s}`);
      if ((s.match(/:\s/g) ?? []).length >= 2) findings.push(`two colons in one sentence in: ${s}`);
      const within = repeatedPhrase(s);
      if (within) findings.push(`repeated phrase «${within}» in: ${s}`);
      else if (i + 1 < maskedSentences.length) {
        const pair = repeatedPhrase(`${s} ${maskedSentences[i + 1]}`);
        if (pair && !repeatedPhrase(maskedSentences[i + 1]))
          findings.push(`repeated phrase «${pair}» in adjacent sentences: ${s} ${maskedSentences[i + 1]}`);
      }
    }
    const sentences = sentencesOf(block);
    for (const s of sentences) {
      const doubled = /(?<![\p{L}\p{N}])([\p{L}]+)\s+\1(?![\p{L}\p{N}])/iu.exec(s);
      if (doubled) findings.push(`doubled word «${doubled[0]}» in: ${s}`);
      for (const hedge of HEDGES) {
        if (!hedge.test(s)) continue;
        const allowed = ALLOWED_HEDGES.some((a) => a.route === route && s.includes(a.sentence));
        if (!allowed) findings.push(`hedge «${hedge.exec(s)[0].trim()}» about our product in: ${s}`);
      }
    }
    const lower = norm(block);
    for (const fact of facts) {
      const f = norm(fact);
      for (let at = lower.indexOf(f); at !== -1; at = lower.indexOf(f, at + 1)) {
        // Only whole words: «платная лицензия» inside «бесплатная лицензия» is not that fact.
        if (at > 0 && /[\p{L}\p{N}]/u.test(lower[at - 1])) continue;
        const factWords = words(f);
        const after = words(lower.slice(at + f.length)).slice(0, 6);
        const before = words(lower.slice(0, at)).slice(-6);
        for (let k = Math.min(4, factWords.length); k >= 2; k--) {
          const tail = factWords.slice(-k).join(' ');
          const head = factWords.slice(0, k).join(' ');
          if (after.slice(0, k).join(' ') === tail) {
            findings.push(`fact «${fact}» is followed by its own last words «${tail}» in: ${block}`);
            break;
          }
          if (before.slice(-k).join(' ') === head) {
            findings.push(`fact «${fact}» is preceded by its own first words «${head}» in: ${block}`);
            break;
          }
        }
      }
    }
  }
  return findings;
}

const facts = loadFacts();

test('each proofreading fixture fails with its own pattern, the clean fixture passes', () => {
  const expected = {
    'repeated-phrase.html': /repeated phrase/,
    'repeated-adjacent.html': /adjacent sentences/,
    'doubled-word.html': /doubled word/,
    'fact-echo.html': /is followed by its own last words/,
    'fact-echo-before.html': /is preceded by its own first words/,
    'hedge.html': /hedge/,
    'clause-without-comma.html': /no comma before the clause/,
    'long-sentence.html': /sentence of \d+ words/,
    'two-colons.html': /two colons/,
  };
  for (const [file, pattern] of Object.entries(expected)) {
    const found = proofread('/fixture', fs.readFileSync(path.join(fixtureDir, file), 'utf8'), facts);
    assert.ok(
      found.some((f) => pattern.test(f)),
      `${file}: expected a finding matching ${pattern}, got ${JSON.stringify(found)}`,
    );
  }
  const clean = proofread('/fixture', fs.readFileSync(path.join(fixtureDir, 'clean.html'), 'utf8'), facts);
  assert.deepEqual(clean, [], 'clean.html has no findings');
});

test('every allowed hedge and repeat names its reason', () => {
  for (const a of ALLOWED_HEDGES) assert.ok(a.route && a.sentence && a.reason?.length > 10, JSON.stringify(a));
  for (const a of ALLOWED_REPEATS) assert.ok(a.phrase && a.reason?.length > 10, JSON.stringify(a));
});

test('rendered text of every built article: no repeats, doubled words, fact echoes or hedges', () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run `npm run build` first');
  const problems = [];
  let pages = 0;
  for (const file of listHtml(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('theme-doc-markdown')) continue;
    pages++;
    for (const f of proofread(routeOf(file), html, facts)) problems.push(`${routeOf(file)}: ${f}`);
  }
  assert.ok(pages > 200, `only ${pages} article pages found in build/`);
  assert.deepEqual(problems, [], `\n${problems.length} finding(s):\n${problems.join('\n')}`);
});
