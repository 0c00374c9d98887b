// Lint rule: an admonition (`:::note` … `:::`) must be closed. An unclosed one still builds but swallows
// the rest of the article into the box; the build cannot tell, so the source is checked here.
import {lintRule} from 'unified-lint-rule';

const KEYWORDS = /^:::(note|tip|info|warning|danger|caution)\b/;

export default lintRule('remark-lint:admonition-closed', (tree, file) => {
  const lines = String(file.value).split('\n');
  const open = [];
  let fence = null;
  lines.forEach((line, i) => {
    const f = line.match(/^\s*(`{3,}|~{3,})/);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence) return;
    const t = line.trim();
    if (KEYWORDS.test(t)) open.push(i + 1);
    else if (/^:::\s*$/.test(t)) {
      if (open.length) open.pop();
      else file.message('Closing `:::` without an opening admonition', {line: i + 1, column: 1});
    }
  });
  for (const line of open)
    file.message('Admonition is never closed: add a line with `:::` after its text', {line, column: 1});
});
