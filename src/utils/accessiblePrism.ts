/**
 * Makes a prism-react-renderer theme meet WCAG AA: every token colour is lightened (dark themes) or
 * darkened (light themes) just enough to reach a 4.6:1 contrast with the code background.
 * Stock oneDark/oneLight comments, functions and properties fall below 4.5:1.
 */
import type {PrismTheme} from 'prism-react-renderer';

type RGB = [number, number, number];

function parse(color: string): RGB | null {
  const hsl = color.match(/^hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\s*\)$/);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  const hex = color.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as RGB;
  return null;
}

function hslToRgb(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as RGB;
}

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function luminance([r, g, b]: RGB): number {
  const c = [r, g, b].map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

export function contrast(a: RGB, b: RGB): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

function adjust(color: string, background: RGB, target: number): string {
  const rgb = parse(color);
  if (!rgb || contrast(rgb, background) >= target) return color;
  const [h, s, l0] = rgbToHsl(rgb);
  const lighter = luminance(background) < 0.5;
  for (let l = l0; l >= 0 && l <= 1; l += lighter ? 0.01 : -0.01) {
    const candidate = hslToRgb(h, s, l);
    if (contrast(candidate, background) >= target) {
      return `#${candidate.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  return lighter ? '#ffffff' : '#000000';
}

export default function accessiblePrism(theme: PrismTheme, target = 4.6): PrismTheme {
  const background = parse(String(theme.plain.backgroundColor));
  if (!background) throw new Error('accessiblePrism: the theme background must be hsl() or #rrggbb');
  return {
    plain: {...theme.plain, color: adjust(String(theme.plain.color), background, target)},
    styles: theme.styles.map((s) => ({
      ...s,
      style: s.style.color ? {...s.style, color: adjust(String(s.style.color), background, target)} : s.style,
    })),
  };
}
