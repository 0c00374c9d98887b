// The writer's check of articles, without a build: everything the build would reject or silently get
// wrong, each problem as {file, line, column, message} with a Russian hint. A crash while checking one
// file is reported for that file and the others are still checked. CLI: scripts/check-mdx.mjs.
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {DOCS_DIR, RESERVED_ROUTES, ROOT, loadCatalogue, normRoute} from './routes.mjs';
import {listDocFiles, readDoc} from './docs.mjs';
import {frontMatterKeyLine} from './front-matter.mjs';
import {describeParseError, parseArticle} from './mdx.mjs';
import {checkFactId, factIdAttribute, loadProvider} from './facts.mjs';

/** Components registered in src/theme/MDXComponents.tsx and Docusaurus' own MDX components (no import needed). */
export const KNOWN_COMPONENTS = new Set(
  'Fact Policy ActivationTimes Brand Email Phone Telegram Billing SiteLink Menu Action Team Hours Plan PlanTable DataCentres DataCentre PaymentMethods Discontinued EdoOperators DnsServers FactCode SupportContacts Tabs TabItem DocCardList Term Department Details Head details summary'.split(
    ' ',
  ),
);
export const ALLOWED_KEYS = new Set(
  'title description sidebar_label sidebar_position slug unlisted keywords related hide_table_of_contents toc_min_heading_level toc_max_heading_level last_update faq term'.split(
    ' ',
  ),
);

/** Ids of the headings of a parsed article, as the build's headings plugin makes them. */
export function headingIds(tree) {
  const slugger = createSlugger();
  const ids = new Set();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const {id, text} = parseMarkdownHeadingId(toString(node), 'classic');
      ids.add(id ?? slugger.slug(text));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const idAttr = node.attributes?.find((a) => a.name === 'id' && typeof a.value === 'string');
      if (idAttr) ids.add(idAttr.value);
    }
  });
  return ids;
}

/** Shared state: every article of docs/ (routes, ids, headings) and the provider facts. */
export function createContext(docsDir = DOCS_DIR) {
  const docs = listDocFiles(docsDir).map((f) => readDoc(f, docsDir));
  const unlisted = new Set(
    loadCatalogue()
      .filter((r) => r.unlisted)
      .map((r) => r.path),
  );
  let provider;
  const headings = new Map();
  return {
    docs,
    byId: new Map(docs.map((d) => [d.id, d])),
    byRoute: new Map(docs.map((d) => [d.route, d])),
    unlisted,
    provider: () => (provider ??= loadProvider()),
    /** Heading ids of the article at a route (parsed on first use). */
    headingsOf(doc) {
      if (!headings.has(doc.file)) {
        let ids = new Set();
        try {
          ids = headingIds(parseArticle(doc.text.replace(/\r\n?/g, '\n'), doc.file));
        } catch {
          // That article's own check reports its parse error.
        }
        headings.set(doc.file, ids);
      }
      return headings.get(doc.file);
    },
  };
}

// An MDX comment ({/* … */ }) is the only expression articles may hold in prose.
const isComment = (node) => {
  const program = node.data?.estree;
  return program ? program.body.length === 0 : /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
};

const isExternal = (url) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

function checkLink(url, at, doc, ownIds, ctx, report) {
  if (!url || isExternal(url)) return;
  const [target, hash] = [url.replace(/#.*$/, ''), url.includes('#') ? url.slice(url.indexOf('#') + 1) : null];
  if (!target) {
    if (hash !== null && !ownIds.has(hash))
      report(
        at,
        `ссылка #${hash}: на этой странице нет заголовка с таким якорем (есть: ${[...ownIds].join(', ') || 'нет'})`,
      );
    return;
  }
  let targetDoc;
  if (target.startsWith('/')) {
    if (/\.[a-z0-9]+$/i.test(target) && !/\.mdx?$/.test(target)) {
      if (!fs.existsSync(path.join(ROOT, 'static', target)))
        report(at, `ссылка на ${target}: такого файла нет в static/`);
      return;
    }
    targetDoc = ctx.byRoute.get(normRoute(target));
    if (!targetDoc && !RESERVED_ROUTES.has(normRoute(target))) {
      report(at, `ссылка на ${target}: такой страницы нет (маршрут статьи: /раздел/статья, без .mdx и без / в конце)`);
      return;
    }
  } else if (/\.mdx?$/.test(target)) {
    const file = path.resolve(path.dirname(path.join(ROOT, doc.file)), target);
    targetDoc = ctx.docs.find((d) => path.join(ROOT, d.file) === file);
    if (!targetDoc) {
      report(
        at,
        `ссылка на файл ${target}: файла нет (путь считается от папки статьи); лучше пишите маршрут от корня: /раздел/статья`,
      );
      return;
    }
  } else {
    const guess = ctx.byRoute.get(normRoute(path.posix.join(path.posix.dirname(doc.route ?? '/'), target)));
    report(
      at,
      `относительная ссылка ${url}: адрес зависит от страницы, на которой её открыли; пишите маршрут от корня${guess ? `: ${guess.route}` : ' (/раздел/статья)'}`,
    );
    return;
  }
  if (hash !== null && targetDoc && !ctx.headingsOf(targetDoc).has(hash))
    report(at, `ссылка ${url}: в статье ${targetDoc.file} нет заголовка с якорем #${hash}`);
}

function checkFrontMatter(doc, ctx, report) {
  const fm = doc.frontMatter;
  const line = (key) => ({line: frontMatterKeyLine(doc.rawLines, key), column: 1});
  for (const issue of doc.issues) report(issue, issue.message);
  if (!doc.rawLines.length || doc.issues.some((i) => /front matter|YAML/.test(i.message))) return;
  for (const key of Object.keys(fm))
    if (!ALLOWED_KEYS.has(key))
      report(
        line(key),
        `неизвестное поле front matter «${key}» (опечатка?); допустимые: ${[...ALLOWED_KEYS].join(', ')}`,
      );
  if (!fm.title) report({line: 1, column: 1}, 'front matter: нет title — заголовка статьи');
  if (!fm.description)
    report({line: 1, column: 1}, 'front matter: нет description — одного предложения 50–160 знаков о статье');
  else {
    const d = String(fm.description);
    if (d.length < 50 || d.length > 160)
      report(line('description'), `front matter: description должен быть 50–160 знаков, сейчас ${d.length}`);
    if (/[.!?…]\s+[А-ЯЁA-Z]/.test(d)) report(line('description'), 'front matter: description — одно предложение');
  }
  if (fm.sidebar_position !== undefined && typeof fm.sidebar_position !== 'number')
    report(
      line('sidebar_position'),
      `front matter: sidebar_position должен быть числом без кавычек, сейчас «${fm.sidebar_position}»`,
    );
  if (fm.faq !== undefined && typeof fm.faq !== 'boolean') report(line('faq'), 'front matter: faq — true или false');
  if (fm.unlisted !== undefined && typeof fm.unlisted !== 'boolean')
    report(line('unlisted'), 'front matter: unlisted — true или false');
  if (fm.related !== undefined) {
    if (!Array.isArray(fm.related))
      report(line('related'), 'front matter: related — список id статей (- payment/refund)');
    else
      for (const id of fm.related)
        if (!ctx.byId.has(String(id)))
          report(
            line('related'),
            `front matter: related «${id}» — нет такой статьи (id — путь под docs/ без .mdx, например payment/refund)`,
          );
  }
  if (doc.route && doc.file.startsWith('docs/')) {
    if (fm.unlisted === true && !ctx.unlisted.has(doc.route))
      report(line('unlisted'), 'front matter: unlisted: true, а каталог docs/routes.json считает страницу видимой');
    if (fm.unlisted !== true && ctx.unlisted.has(doc.route))
      report(
        {line: 1, column: 1},
        'front matter: каталог docs/routes.json отмечает страницу скрытой — добавьте unlisted: true',
      );
  }
}

function checkRoute(doc, ctx, others, report) {
  if (!doc.route) return; // a file outside docs/ (a test fixture) without a slug
  const at = {line: frontMatterKeyLine(doc.rawLines, 'slug'), column: 1};
  if (RESERVED_ROUTES.has(doc.route)) report(at, `маршрут ${doc.route} занят страницей сайта: выберите другой slug`);
  const clash = [...ctx.docs, ...others].filter((d) => d.route === doc.route && d.file !== doc.file);
  for (const d of clash)
    report(at, `маршрут ${doc.route} уже занят статьёй ${d.file}: у двух статей один адрес (slug или имя файла)`);
}

function checkBody(doc, ctx, report) {
  const text = doc.text.replace(/\r\n?/g, '\n');
  let tree;
  try {
    tree = parseArticle(text, doc.file);
  } catch (e) {
    const at = describeParseError(e);
    report(at, at.message);
    return;
  }
  const ownIds = headingIds(tree);
  const imported = new Set();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const [, names] of node.value.matchAll(/import\s+([^'"]+?)\s+from/g))
      for (const n of names.match(/[A-Za-z_$][\w$]*/g) ?? []) imported.add(n);
  });
  const pos = (node) => ({line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1});
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading' && node.depth === 1)
      report(pos(node), 'не пишите заголовок H1 (#): заголовок страницы берётся из title');
    else if (node.type === 'code' && !node.lang)
      report(pos(node), 'блок кода без языка: укажите его после ``` (```bash, ```text …)');
    else if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && !isComment(node))
      report(
        pos(node),
        `{${node.value}} в тексте — выражение MDX, при сборке оно сломает страницу: экранируйте \\{ … \\} или возьмите в \`код\``,
      );
    else if (node.type === 'link' || node.type === 'definition')
      checkLink(node.url, pos(node), doc, ownIds, ctx, report);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name;
      if (!name) return;
      const attrs = Object.fromEntries(
        (node.attributes ?? [])
          .filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
          .map((a) => [a.name, a.value]),
      );
      if (/^[A-Z]/.test(name) && !KNOWN_COMPONENTS.has(name) && !imported.has(name))
        report(pos(node), `неизвестный компонент <${name}>: список компонентов — в CONTRIBUTING.md`);
      if (name === 'a' && attrs.href !== undefined) checkLink(attrs.href, pos(node), doc, ownIds, ctx, report);
      if (name === 'Link') checkLink(attrs.to ?? attrs.href, pos(node), doc, ownIds, ctx, report);
      if (name === 'Term' && attrs.id !== undefined && !ctx.byId.has(`glossary/${attrs.id}`))
        report(pos(node), `<Term id="${attrs.id}">: нет статьи глоссария docs/glossary/${attrs.id}.mdx`);
      // A menu path is a name, not a place: «в разделе <Menu />», «через раздел <Menu />», not «в Аккаунт → Профиль».
      const before = index > 0 ? parent?.children[index - 1] : undefined;
      if (name === 'Menu' && before?.type === 'text' && /(?:^|[^\p{L}])(?:в|во|из|на|через)\s+$/iu.test(before.value))
        report(
          pos(node),
          `<Menu id="${attrs.id}"> сразу после предлога читается «в Аккаунт → Профиль»: пишите «в разделе <Menu … />», «через раздел <Menu … />»`,
        );
      // <Menu>, <Action> and <Department> print their label in «ёлочках» themselves (src/components/Facts).
      const after = parent?.children[index + 1];
      if (
        ['Menu', 'Action', 'Department'].includes(name) &&
        before?.type === 'text' &&
        /[«"„]$/.test(before.value) &&
        after?.type === 'text' &&
        /^[»"“]/.test(after.value)
      )
        report(pos(node), `<${name} id="${attrs.id}"> сам берёт название в кавычки «»: уберите кавычки вокруг него`);
      // <FactCode code="… {{network.dnsServers.0}} …">: every token is a fact, checked like <Fact id>.
      if (name === 'FactCode')
        for (const [, id] of (attrs.code ?? '').matchAll(/\{\{([\w.]+)\}\}/g)) {
          const problem = checkFactId(ctx.provider(), 'Fact', id);
          if (problem) report(pos(node), `<FactCode>: {{${id}}} — ${problem}`);
        }
      const idAttr = factIdAttribute(name);
      const message = idAttr && attrs[idAttr] !== undefined && checkFactId(ctx.provider(), name, attrs[idAttr]);
      if (message) report(pos(node), message);
    }
  });
}

/** Checks files (articles or fixtures); returns problems sorted by file and line. */
export function checkFiles(files, ctx = createContext()) {
  const problems = [];
  const docs = [];
  for (const file of files) {
    try {
      docs.push(readDoc(file));
    } catch (e) {
      problems.push({
        file: path.relative(ROOT, path.resolve(file)),
        line: 1,
        column: 1,
        message: `файл не читается: ${e.message}`,
      });
    }
  }
  for (const doc of docs) {
    const report = (at, message) => problems.push({file: doc.file, line: at.line, column: at.column, message});
    for (const step of [checkFrontMatter, (d, c, r) => checkRoute(d, c, docs, r), checkBody]) {
      try {
        step(doc, ctx, report);
      } catch (e) {
        report({line: 1, column: 1}, `сбой проверки (сообщите разработчикам): ${e.stack ?? e}`);
      }
    }
  }
  return problems;
}

export const formatProblem = (p) => `${p.file}:${p.line}:${p.column}: ${p.message}`;
