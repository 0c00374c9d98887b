// The CSP built from the HTML (scripts/lib/csp.mjs): known inline scripts and style attributes are
// allowed by hash; an unknown inline script or a broken JSON-LD block fails, naming the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {auditInlineScripts, buildCsp, sha256} from '../../scripts/lib/csp.mjs';
import {startAfterFirstPaint} from '../../lib/ssr-template.mjs';

const bootstrap =
  '!function(){var t=function(){try{return window.localStorage.getItem("theme")}catch(t){}}();document.documentElement.setAttribute("data-theme",t||"dark")}()';
const page = (head, body = '') =>
  `<!doctype html><html><head>${head}</head><body><script>${bootstrap}</script>${body}</body></html>`;

test('the theme bootstrap and style attributes are allowed by hash; no unsafe-inline', () => {
  const csp = buildCsp([['a.html', page('', '<span style="color:red">x</span>')]]);
  assert.match(csp, new RegExp(`script-src 'self' 'wasm-unsafe-eval' ${sha256(bootstrap).replace(/[+/]/g, '\\$&')}`));
  assert.match(csp, /style-src 'self' 'unsafe-hashes' 'sha256-/);
  assert.ok(csp.includes(sha256('color:red')));
  assert.doesNotMatch(csp, /unsafe-inline/);
});

test('a script that closes JSON-LD early (an unescaped title) fails the build, naming the page', () => {
  const injected = page(
    '<script type="application/ld+json">{"name":"Код перед </script><script>alert(1)</script>"}</script>',
  );
  assert.throws(
    () => buildCsp([['payment/x.html', injected]]),
    (e) => {
      assert.match(e.message, /payment\/x\.html: unknown inline script.*alert\(1\)/);
      assert.match(e.message, /payment\/x\.html: JSON-LD that is not valid JSON/);
      return true;
    },
  );
});

test('escaped JSON-LD passes; JSON-LD with a raw </script text or another data type does not', () => {
  assert.deepEqual(
    auditInlineScripts('ok.html', page('<script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>')),
    [],
  );
  assert.equal(auditInlineScripts('t.html', page('<script type="text/template"><b>x</b></script>')).length, 1);
  assert.equal(auditInlineScripts('m.html', page('<script type="module">import("/x.js")</script>')).length, 1);
});

test("the page template's bundle start (lib/ssr-template.mjs) is allowed by hash", () => {
  const start = `(${startAfterFirstPaint})(["/assets/js/main.js"])`;
  const csp = buildCsp([['a.html', page('', `<script>${start}</script>`)]]);
  assert.ok(csp.includes(sha256(start)));
  assert.equal(auditInlineScripts('b.html', page('', '<script>document.createElement("script")</script>')).length, 1);
});
