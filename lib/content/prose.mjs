// An article's prose as the writer checks see it: code and MDX comments left out.

/** The source without fenced code blocks and MDX comments; line numbers of the rest are kept. */
export function withoutCode(source) {
  const blank = (m) => m.replace(/[^\n]/g, '');
  return source.replace(/^([ \t]*)(```|~~~)[\s\S]*?^\1\2[ \t]*$/gm, blank).replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
}

/** How many words of prose an article body has: no code, imports, tags, link targets or admonition fences. */
export function proseWords(body) {
  const text = withoutCode(body)
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/\{#[^}]*\}/g, ' ');
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) || []).length;
}
