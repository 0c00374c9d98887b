// What a blind reviewer gets for one article: the rendered text (build/<route>.md, or for unlisted pages the
// text a reader sees in the HTML) as <name>.txt and the MDX source as <name>.mdx. Needs a build.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {BUILD_DIR} from '../../lib/content/routes.mjs';

export function exportArticle(d, dir, name) {
  const md = d.route === '/' ? 'index.md' : `${d.route.slice(1)}.md`;
  const mdFile = fs.existsSync(path.join(BUILD_DIR, md))
    ? path.join(BUILD_DIR, md)
    : path.join(BUILD_DIR, d.route.slice(1), 'index.md');
  if (fs.existsSync(mdFile)) fs.copyFileSync(mdFile, path.join(dir, `${name}.txt`));
  else {
    const html = fs.readFileSync(path.join(BUILD_DIR, `${d.route.slice(1)}.html`), 'utf8');
    // Unlisted pages have no Markdown copy: take the text a reader sees (no noscript copies, no tooltip bodies,
    // one code line per line).
    const $ = cheerio.load(html, {scriptingEnabled: true});
    $('noscript, [role="tooltip"]').remove();
    $('.theme-doc-markdown .token-line').after('\n');
    // Table cells apart, as the Markdown copies show them («| mod_php | PHP-FPM |», not «mod_phpPHP-FPM»).
    $('.theme-doc-markdown').find('td, th').before('| ');
    $('.theme-doc-markdown').find('p,li,h1,h2,h3,h4,pre,tr,div.admonition').after('\n\n');
    fs.writeFileSync(
      path.join(dir, `${name}.txt`),
      $('.theme-doc-markdown')
        .text()
        .replace(/\n{3,}/g, '\n\n'),
    );
  }
  fs.copyFileSync(d.file, path.join(dir, `${name}.mdx`));
}
