// The writer's check (lib/content/check.mjs, scripts/check-mdx.mjs): one fixture per mistake in
// tests/fixtures/check-mdx, each reported with its file, line and a Russian hint; a clean fixture passes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {checkFiles, formatProblem} from '../../lib/content/check.mjs';
import {listDocFiles} from '../../lib/content/index.mjs';

const DIR = 'tests/fixtures/check-mdx';
const problems = checkFiles(listDocFiles(DIR));
const of = (name) => problems.filter((p) => p.file === `${DIR}/${name}`);

/** fixture → [line, hint]: exactly one problem each. */
const EXPECTED = {
  'unknown-fact.mdx': [6, /<Fact id="terms\.noSuchFact">: такого факта нет/],
  'unknown-department.mdx': [6, /<Department id="lawyers">: неизвестный id; допустимые: support, finance/],
  'unknown-menu.mdx': [7, /<Menu id="tickts">: неизвестный id; допустимые: .*tickets/],
  'menu-after-preposition.mdx': [6, /<Menu id="profile"> сразу после предлога .*«в разделе <Menu/],
  'quoted-menu.mdx': [6, /<Department id="finance"> сам берёт название в кавычки/],
  'unknown-factcode.mdx': [
    6,
    /<FactCode>: \{\{network\.noSuchServer\}\} — <Fact id="network\.noSuchServer">: такого факта нет/,
  ],
  'unknown-sitelink.mdx': [6, /<SiteLink to="shop">: неизвестный id; допустимые: main, order/],
  'relative-file-link.mdx': [6, /ссылка на файл \.\/no-such-file\.mdx: файла нет/],
  'relative-link.mdx': [6, /относительная ссылка refund: .*пишите маршрут от корня/],
  'anchor-own.mdx': [8, /ссылка #vtoroj-razdel: на этой странице нет заголовка .*первый-раздел/],
  'anchor-other.mdx': [6, /в статье docs\/payment\/refund\.mdx нет заголовка с якорем #no-such-anchor/],
  'a-href.mdx': [6, /ссылка на \/payment\/no-such-page: такой страницы нет/],
  'reference-link.mdx': [8, /ссылка на \/payment\/no-such-page: такой страницы нет/],
  'duplicate/first.mdx': [4, /маршрут \/fixtures\/same-route уже занят статьёй .*duplicate\/second\.mdx/],
  'duplicate/second.mdx': [4, /маршрут \/fixtures\/same-route уже занят статьёй .*duplicate\/first\.mdx/],
  'slug-clash.mdx': [4, /маршрут \/payment\/refund уже занят статьёй docs\/payment\/refund\.mdx/],
  'empty-front-matter.mdx': [1, /front matter пуст: укажите хотя бы title и description/],
  'scalar-front-matter.mdx': [2, /front matter должен состоять из полей «ключ: значение»/],
  'crlf.mdx': [1, /CRLF .*сохраните файл с окончаниями LF/],
  'sidebar-position.mdx': [4, /sidebar_position должен быть числом .*«первый»/],
  'brace.mdx': [8, /фигурная скобка \{ .*экранируйте \\\{/],
  'brace-expression.mdx': [8, /\{server_name\} в тексте — выражение MDX.*экранируйте \\\{/],
  'related.mdx': [4, /related «payment\/no-such-article» — нет такой статьи/],
  'unclosed-tag.mdx': [6, /тег не закрыт .*<Tabs>/],
  'unknown-key.mdx': [4, /неизвестное поле front matter «descripton»/],
};

for (const [name, [line, hint]] of Object.entries(EXPECTED)) {
  test(`check-mdx: ${name} → line ${line}`, () => {
    const found = of(name);
    assert.equal(found.length, 1, `expected one problem, got:\n${found.map(formatProblem).join('\n')}`);
    assert.equal(found[0].line, line, formatProblem(found[0]));
    assert.match(found[0].message, hint);
  });
}

test('check-mdx: the clean fixture (facts, {#id} anchors, :::note Title, comments) has no problem', () => {
  assert.deepEqual(of('ok.mdx').map(formatProblem), []);
});

test('check-mdx: every fixture has its case in this test', () => {
  const files = new Set(problems.map((p) => p.file.slice(DIR.length + 1)));
  assert.deepEqual(
    [...files].filter((f) => !(f in EXPECTED)),
    [],
  );
});

test('check-mdx CLI: file:line:column for every file, exit 1, one broken file does not hide the others', () => {
  const r = spawnSync('node', ['scripts/check-mdx.mjs', DIR], {encoding: 'utf8'});
  assert.equal(r.status, 1);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, problems.length + 1);
  for (const name of Object.keys(EXPECTED)) assert.match(r.stdout, new RegExp(`^${DIR}/${name}:\\d+:\\d+: `, 'm'));
});
