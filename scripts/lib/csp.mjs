// The Content-Security-Policy of a build, from its HTML: pure functions, unit-tested in tests/unit/csp.test.mjs.
// Scripts: only this site's files and the known inline scripts, by sha256 hash; 'wasm-unsafe-eval' lets
// the search (Pagefind) compile its WebAssembly module — no eval of JavaScript, no 'unsafe-inline'. Any other inline script
// (for instance one injected through an unescaped title) fails the build instead of being allowed.
// Styles: this site's files and the `style` attributes the HTML carries (Prism token colours), by hash
// with 'unsafe-hashes' — no 'unsafe-inline'.
import crypto from 'node:crypto';
import {parse} from 'parse5';

export const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const EXECUTABLE = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/**
 * Inline scripts that Docusaurus itself writes into every page (theme-classic 3.10: colour mode from
 * `?docusaurus-theme=` or localStorage `theme`, and `docusaurus-data-*` query attributes). They are
 * recognised by what they do, because the HTML minifier rewrites their text.
 */
export const KNOWN_INLINE_SCRIPTS = [
  {
    name: 'colour-mode bootstrap (theme-classic)',
    test: (code) => code.includes('localStorage.getItem("theme")') && code.includes('"data-theme"'),
  },
  {
    name: 'bundle start after the first contentful paint (lib/ssr-template.mjs)',
    test: (code) => code.includes('first-contentful-paint') && code.includes('PerformanceObserver'),
  },
];

/**
 * One parse of a page (parse5: the HTML standard's parser, so scripts and attributes are read as a browser
 * reads them): its `<script>` elements without `src` (type, text, whether the browser runs it) and the
 * distinct values of its `style` attributes.
 */
export function pageInlines(html) {
  const scripts = [];
  const styles = new Set();
  const stack = [parse(html)];
  while (stack.length) {
    const node = stack.pop();
    if (node.attrs) {
      const style = node.attrs.find((a) => a.name === 'style');
      if (style) styles.add(style.value);
      if (node.tagName === 'script' && !node.attrs.some((a) => a.name === 'src')) {
        const type = (node.attrs.find((a) => a.name === 'type')?.value ?? '').trim().toLowerCase();
        const code = node.childNodes.map((c) => c.value ?? '').join('');
        scripts.push({type, code, executable: EXECUTABLE.has(type)});
      }
    }
    // <template> keeps its children in `content`; push in reverse so scripts come out in document order.
    const children = node.content ? node.content.childNodes : node.childNodes;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return {scripts, styles};
}

/** Every `<script>` without `src` in a page: its type, text and whether the browser runs it. */
export const inlineScripts = (html) => pageInlines(html).scripts;

/** Distinct `style` attribute values of a page. */
export const styleAttributes = (html) => pageInlines(html).styles;

/**
 * Checks one page's inline scripts; returns the problems (empty when the page is safe). JSON-LD must be
 * valid JSON with `<` escaped (so nothing inside could close the element); executable scripts must be known.
 */
export function auditInlineScripts(file, html, scripts = inlineScripts(html)) {
  const problems = [];
  for (const s of scripts) {
    if (s.type === 'application/ld+json') {
      try {
        JSON.parse(s.code);
      } catch {
        problems.push(
          `${file}: JSON-LD that is not valid JSON (was a title or heading not escaped?): ${s.code.slice(0, 120)}`,
        );
      }
      if (/<\/?script/i.test(s.code)) problems.push(`${file}: JSON-LD contains an unescaped "<script" or "</script"`);
    } else if (s.executable) {
      if (!KNOWN_INLINE_SCRIPTS.some((k) => k.test(s.code)))
        problems.push(`${file}: unknown inline script, refusing to allow it in the CSP: ${s.code.slice(0, 120)}`);
    } else {
      problems.push(`${file}: inline <script type="${s.type}"> is neither JSON-LD nor a known script`);
    }
  }
  return problems;
}

/** The CSP for a set of pages (their HTML texts). Throws, naming every file, if a page has an unknown inline script. */
export function buildCsp(pages) {
  const problems = [];
  const scriptHashes = new Set();
  const styleHashes = new Set();
  for (const [file, html] of pages) {
    const {scripts, styles} = pageInlines(html);
    problems.push(...auditInlineScripts(file, html, scripts));
    for (const s of scripts) if (s.executable) scriptHashes.add(sha256(s.code));
    for (const style of styles) styleHashes.add(sha256(style));
  }
  if (problems.length) throw new Error(`postbuild: unsafe inline scripts\n${problems.join('\n')}`);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${[...scriptHashes].sort().join(' ')}`.trim(),
    // Style attributes in the HTML (Prism token colours) by hash; React and the theme change styles at
    // run time through CSSOM, which the CSP does not restrict.
    `style-src 'self'${styleHashes.size ? ` 'unsafe-hashes' ${[...styleHashes].sort().join(' ')}` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
