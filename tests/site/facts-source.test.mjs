// src/data/ is the only home of facts. Fails when:
// - a translation file in i18n/ru repeats a string Docusaurus already has (its own Russian, or our Russian source
//   text) or overrides a string computed from src/data/provider.ts (a Russian→Russian copy freezes the fact);
// - the footer is not computed from the provider facts, or the built footer differs from what they give;
// - a main section's name differs from its folder's _category_.json label;
// - a fact value (e-mail, phone, legal name, domain, hours) is typed literally in i18n/, src/theme/ or the config.
// Config and data are loaded with jiti, the loader Docusaurus itself uses for docusaurus.config.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import createJiti from 'jiti';
import * as cheerio from 'cheerio';

const root = process.cwd();
const jiti = createJiti(import.meta.url, {cache: false});
/** A module's exports (`default` and named), as Docusaurus's loader gives them. */
const load = (file) => jiti(path.join(root, file));
const require = createRequire(import.meta.url);

const config = load('docusaurus.config.ts').default;
const {provider, displayPhone, telHref} = load('src/data/provider.ts');
const footerData = load('src/data/footer.ts');
const {mainSections, glossary} = load('src/data/sections.ts');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const rel = (file) => path.relative(root, file);

// ---------------------------------------------------------------------------------------------------------------
// Translation files

/** Russian strings Docusaurus loads by itself for this site (the themes' shared translations; search is our own UI). */
function upstreamRussian() {
  const dir = path.dirname(require.resolve('@docusaurus/theme-translations/package.json'));
  const messages = readJson(path.join(dir, 'locales/ru/theme-common.json'));
  return messages;
}

/** Code-translation defaults that our own plugins compute from the provider facts (config `plugins`). */
async function computedCodeMessages() {
  const messages = {};
  for (const plugin of config.plugins) {
    if (typeof plugin !== 'function') continue;
    let instance;
    try {
      instance = await plugin({siteDir: root, i18n: {currentLocale: 'ru'}, siteConfig: config}, {});
    } catch {
      continue; // a plugin that needs the full Docusaurus context computes no code translations here
    }
    if (instance?.getDefaultCodeTranslationMessages)
      Object.assign(messages, await instance.getDefaultCodeTranslationMessages());
  }
  return messages;
}

/** The strings theme-classic offers for translation (footer.json, navbar.json), as Docusaurus extracts them. */
async function themeClassicSources() {
  const themeClassic = require('@docusaurus/theme-classic').default;
  const theme = themeClassic(
    {siteConfig: config, i18n: {currentLocale: 'ru', localeConfigs: {ru: {direction: 'ltr'}}}, siteStorage: {}},
    {customCss: []},
  );
  const files = await theme.getTranslationFiles();
  return Object.fromEntries(files.map((f) => [`docusaurus-theme-classic/${f.path}.json`, f.content]));
}

/** The strings the docs plugin offers for translation: the version label and every category label. */
function docsSources() {
  const content = {'version.label': {message: 'Next'}};
  for (const file of walk('docs').filter((f) => path.basename(f) === '_category_.json')) {
    const {label} = readJson(file);
    content[`sidebar.docs.category.${label}`] = {message: label};
  }
  return {'docusaurus-plugin-content-docs/current.json': content};
}

/** Problems with the translation files in `dir` (i18n/ru, or a fixture in the self-check below). */
async function translationProblems(dir) {
  const upstream = upstreamRussian();
  const computed = await computedCodeMessages();
  const sources = {...(await themeClassicSources()), ...docsSources()};
  const facts = [...literalFacts().keys(), provider.brand];
  const isFact = (s) => facts.some((v) => s.includes(v));
  const problems = [];
  for (const file of walk(dir)) {
    const name = path.relative(dir, file).replace(/\\/g, '/');
    if (name === 'code.json') {
      for (const [id, {message}] of Object.entries(readJson(file))) {
        if (id.startsWith('theme.blog.')) problems.push(`${name}: ${id} is a blog string, and the blog is off`);
        else if (upstream[id] === message)
          problems.push(`${name}: ${id} repeats Docusaurus's own Russian «${message}»`);
        if (id in computed)
          problems.push(`${name}: ${id} overrides a message computed from provider facts in the config`);
      }
      continue;
    }
    const source = sources[name];
    if (!source) {
      problems.push(`${name}: the site is written in Russian, there is nothing to translate into Russian here`);
      continue;
    }
    for (const [id, {message}] of Object.entries(readJson(file))) {
      const original = source[id]?.message;
      if (original === undefined) problems.push(`${name}: ${id} translates nothing the site has`);
      else if (isFact(original)) problems.push(`${name}: ${id} freezes «${original}», computed from provider facts`);
      else if (original === message) problems.push(`${name}: ${id} repeats the Russian source «${message}»`);
    }
  }
  return problems;
}

test('no translation file repeats an upstream string or overrides a provider fact', async () => {
  assert.equal((await translationProblems('i18n/ru')).join('\n'), '');
});

test('the translation check catches a frozen footer, a repeated string and a blog string', async () => {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'i18n-'));
  try {
    fs.mkdirSync(path.join(dir, 'docusaurus-theme-classic'));
    fs.writeFileSync(
      path.join(dir, 'docusaurus-theme-classic/footer.json'),
      JSON.stringify({copyright: {message: footerData.copyright()}}),
    );
    fs.writeFileSync(
      path.join(dir, 'code.json'),
      JSON.stringify({
        'theme.CodeBlock.copy': {message: 'Скопировать'},
        'theme.blog.archive.title': {message: 'Архив'},
      }),
    );
    const problems = await translationProblems(dir);
    for (const expected of [
      /footer\.json: copyright freezes/,
      /theme\.CodeBlock\.copy repeats Docusaurus's own Russian/,
      /theme\.blog\.archive\.title is a blog string/,
    ]) {
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected} in:\n${problems.join('\n')}`,
      );
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Footer and sections

test('the footer in the config is computed from provider facts', () => {
  const p = provider;
  const {copyright} = footerData;
  assert.equal(config.themeConfig.footer, footerData.footer, 'docusaurus.config.ts must use src/data/footer.ts');
  assert.equal(config.themeConfig.footer.copyright, copyright());
  // Another year and another legal name give another copyright line.
  const other = copyright(2031, {...p, legal: {...p.legal, ru: {...p.legal.ru, name: 'ООО «Проверка»'}}});
  assert.equal(other, `© ${p.founded}–2031 ООО «Проверка». ${p.tagline}.`);
  assert.equal(copyright(), `© ${p.founded}–${new Date().getFullYear()} ${p.legal.ru.name}. ${p.tagline}.`);
  const labels = config.themeConfig.footer.links.flatMap((c) => c.items.map((i) => i.label));
  assert.ok(labels.includes(p.contacts.supportEmail), 'support e-mail in the footer');
  assert.ok(labels.includes(displayPhone(p.contacts.phone)), 'support phone in the footer');
  const hrefs = config.themeConfig.footer.links.flatMap((c) => c.items.map((i) => i.href ?? i.to));
  for (const url of [p.billing.url, p.site.order, p.site.status, p.site.offer, telHref(p.contacts.phone)]) {
    assert.ok(hrefs.includes(url), `footer links to ${url}`);
  }
});

test('every main section is named as its folder in the sidebar', () => {
  const mismatches = [];
  for (const s of [...mainSections, glossary]) {
    const file = path.join('docs', s.dir, '_category_.json');
    assert.ok(fs.existsSync(file), `src/data/sections.ts: ${file} does not exist`);
    const {label} = readJson(file);
    if (label !== s.title) mismatches.push(`${s.dir}: src/data/sections.ts says «${s.title}», ${file} says «${label}»`);
    if (!s.to.startsWith(`/${s.dir}`)) mismatches.push(`${s.dir}: link ${s.to} leads out of the section`);
  }
  assert.deepEqual(mismatches, []);
});

test('the built footer prints what the provider facts give', () => {
  assert.ok(fs.existsSync('build/index.html'), 'build/ is missing: run `npm run build` first');
  const p = provider;
  const expectedColumns = config.themeConfig.footer.links.map((c) => [c.title, c.items.map((i) => i.label)]);
  for (const page of ['build/index.html', 'build/404.html', 'build/payment/balance.html']) {
    const $ = cheerio.load(fs.readFileSync(page, 'utf8'));
    assert.equal($('.footer__copyright').text().trim(), footerData.copyright(), `${page}: copyright line`);
    assert.ok($('.footer__copyright').text().includes(p.legal.ru.name), `${page}: legal name`);
    const columns = $('.footer__col')
      .toArray()
      .map((col) => [
        $(col).find('.footer__title').text().trim(),
        $(col)
          .find('.footer__item')
          .toArray()
          .map((a) => $(a).text().trim()),
      ]);
    assert.deepEqual(columns, expectedColumns, `${page}: footer columns`);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// No fact typed outside src/data/

/** Fact values that must never be typed literally outside src/data/. */
function literalFacts() {
  const p = provider;
  const values = new Map();
  const add = (where, v) => v && values.set(String(v), where);
  for (const [k, v] of Object.entries(p.contacts)) {
    add(`contacts.${k}`, v);
    if (/phone/i.test(k)) {
      add(`contacts.${k} (printed)`, displayPhone(v));
      add(`contacts.${k} (tel:)`, telHref(v).slice(4));
    }
  }
  for (const [k, v] of Object.entries(p.legal)) add(`legal.${k}.name`, v.name);
  add('domain', p.domain);
  for (const [k, v] of Object.entries(p.teams)) {
    add(`teams.${k}.hours`, v.hours);
    add(`teams.${k}.schedule.opens`, `'${v.schedule.opens}'`);
    add(`teams.${k}.schedule.closes`, `'${v.schedule.closes}'`);
  }
  return values;
}

function literalFactHits(files) {
  const facts = literalFacts();
  const hits = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [value, where] of facts) {
        if (line.includes(value))
          hits.push(`${rel(file)}:${i + 1}: «${value}» is provider.${where}; print it from src/data/`);
      }
    });
  }
  return hits;
}

test('no fact value from provider.ts is typed in i18n/, src/theme/ or docusaurus.config.ts', () => {
  const files = [...walk('i18n'), ...walk('src/theme'), 'docusaurus.config.ts'].filter((f) =>
    /\.(json|tsx?|mjs|js|css)$/.test(f),
  );
  assert.ok(files.length > 5, `expected the theme files, found ${files.length}`);
  assert.equal(literalFactHits(files).join('\n'), '');
});

test('the literal-fact grep finds an e-mail, a phone, a legal name and hours', () => {
  const file = path.join(fs.realpathSync('/tmp'), `facts-${process.pid}.tsx`);
  const p = provider;
  fs.writeFileSync(
    file,
    [
      `const a = '${p.contacts.supportEmail}';`,
      `const b = '${p.contacts.phone}'.length + ${JSON.stringify(displayPhone(p.contacts.phone))};`,
      `const c = '${p.legal.ru.name}';`,
      `const d = {opens: '${p.teams.support.schedule.opens}', closes: '${p.teams.support.schedule.closes}'};`,
      `const e = 'https://status.${p.domain}';`,
    ].join('\n'),
  );
  try {
    const hits = literalFactHits([file]);
    for (const line of [1, 2, 3, 4, 5])
      assert.ok(
        hits.some((h) => h.includes(`:${line}: `)),
        `line ${line} in ${hits}`,
      );
  } finally {
    fs.rmSync(file, {force: true});
  }
});
