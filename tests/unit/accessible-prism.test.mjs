// src/utils/accessiblePrism.ts: every code token colour reaches the WCAG AA contrast with the background.
// TypeScript is loaded with jiti (lib/import-ts.mjs), the transpiler Docusaurus uses for its config.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {importTs} from '../../lib/import-ts.mjs';

const {default: accessiblePrism, contrast} = importTs('src/utils/accessiblePrism.ts');

const rgb = (color) => {
  const hex = color.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  const [h, s, l] = color.match(/[\d.]+/g).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round((l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
};
const lowContrast = (theme, min) => {
  const bg = rgb(String(theme.plain.backgroundColor));
  return [theme.plain, ...theme.styles.map((s) => s.style)]
    .filter((s) => s.color)
    .map((s) => [String(s.color), contrast(rgb(String(s.color)), bg)])
    .filter(([, ratio]) => ratio < min);
};

test('contrast(): black on white is 21:1, a colour on itself 1:1', () => {
  assert.equal(Math.round(contrast([0, 0, 0], [255, 255, 255])), 21);
  assert.equal(contrast([120, 30, 200], [120, 30, 200]), 1);
});

for (const name of ['oneDark', 'oneLight']) {
  test(`${name}: stock token colours fall below 4.5:1, after accessiblePrism none does`, () => {
    assert.ok(lowContrast(themes[name], 4.5).length > 0, 'the stock theme was expected to fail (failing input)');
    assert.deepEqual(lowContrast(accessiblePrism(themes[name]), 4.6), []);
  });
}

test('colours that already pass are kept as written', () => {
  const theme = {
    plain: {color: '#ffffff', backgroundColor: '#000000'},
    styles: [{types: ['x'], style: {color: '#eeeeee'}}],
  };
  assert.deepEqual(accessiblePrism(theme), theme);
});

test('a theme whose background is not hsl() or #rrggbb is refused with a clear error', () => {
  assert.throws(
    () => accessiblePrism({plain: {color: '#fff', backgroundColor: 'rebeccapurple'}, styles: []}),
    /background must be hsl\(\) or #rrggbb/,
  );
});
