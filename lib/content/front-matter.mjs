// The one front-matter parser: the same library and rules as the build (Docusaurus parses front matter
// with @11ty/gray-matter, see @docusaurus/utils parseFileContentFrontMatter). It never throws: what a
// writer got wrong comes back as issues with a line, a column and a Russian hint.
import matter from '@11ty/gray-matter';

/**
 * @param {string} text the whole file
 * @returns {{frontMatter: Record<string, unknown>, body: string, bodyLine: number, rawLines: string[],
 *   issues: {line: number, column: number, message: string}[]}}
 */
export function parseFrontMatter(text) {
  const issues = [];
  const crlf = text.indexOf('\r\n');
  if (crlf !== -1) {
    const line = text.slice(0, crlf).split('\n').length;
    issues.push({line, column: 1, message: 'строки заканчиваются на CRLF (Windows): сохраните файл с окончаниями LF'});
  }
  const lf = text.replace(/\r\n?/g, '\n');
  const m = lf.match(/^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(\n|$)/);
  if (!m) {
    issues.push({
      line: 1,
      column: 1,
      message: 'нет front matter: файл должен начинаться со строки --- и полей title, description',
    });
    return {frontMatter: {}, body: lf, bodyLine: 1, rawLines: [], issues};
  }
  const rawLines = (m[1] ?? '').split('\n').slice(0, -1);
  const body = lf.slice(m[0].length);
  const bodyLine = rawLines.length + 3;
  let data;
  try {
    // The option object disables gray-matter's cache, which would hand out one shared object per text.
    data = matter(lf, {}).data;
  } catch (e) {
    const line = e.mark ? e.mark.line + 1 : 1;
    const reason = String(e.reason ?? e.message).split('\n')[0];
    issues.push({
      line,
      column: (e.mark?.column ?? 0) + 1,
      message: `front matter — не YAML (${reason}): проверьте отступы, двоеточия и кавычки`,
    });
    return {frontMatter: {}, body, bodyLine, rawLines, issues};
  }
  if (!rawLines.some((l) => l.trim() && !l.trim().startsWith('#'))) {
    issues.push({line: 1, column: 1, message: 'front matter пуст: укажите хотя бы title и description'});
    return {frontMatter: {}, body, bodyLine, rawLines, issues};
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    issues.push({
      line: 2,
      column: 1,
      message: 'front matter должен состоять из полей «ключ: значение», а не из одной строки или списка',
    });
    return {frontMatter: {}, body, bodyLine, rawLines, issues};
  }
  return {frontMatter: data, body, bodyLine, rawLines, issues};
}

/** The file line of a top-level front-matter key (1 when it is absent). */
export function frontMatterKeyLine(rawLines, key) {
  const i = rawLines.findIndex((l) => l.startsWith(`${key}:`));
  return i === -1 ? 1 : i + 2;
}
