/** Colour arithmetic for colours that come from data (status labels), where the theme cannot help. */

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** [r, g, b] in 0–255 of a #rgb or #rrggbb colour; null for anything else. */
export const parseHex = (value: string | null | undefined): [number, number, number] | null => {
  const m = HEX.exec(value?.trim() ?? '');
  if (!m) return null;
  const hex =
    (m[1] as string).length === 3 ? [...(m[1] as string)].map((c) => c + c).join('') : (m[1] as string);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2 relative luminance. */
const luminance = ([r, g, b]: readonly number[]) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r as number) + 0.7152 * channel(g as number) + 0.0722 * channel(b as number);
};

/** WCAG 2 contrast ratio of two colours (1–21); 1 when either is not a colour. */
export const contrastRatio = (a: string, b: string): number => {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Black or white, whichever reads better on `background`. One of the two always reaches at least 4.58:1,
 * so any label colour gets readable text.
 */
export const readableTextOn = (background: string): '#000000' | '#ffffff' =>
  contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';

/**
 * `color`, darkened in small steps until it reaches `ratio` against a light `background` (or lightened on a
 * dark one): the same hue, just readable.
 */
export const ensureContrast = (color: string, background: string, ratio = 4.5): string => {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  const towards = luminance(bg) > 0.5 ? 0 : 255;
  let current = toHex(rgb);
  for (let step = 1; step <= 20 && contrastRatio(current, background) < ratio; step += 1) {
    current = toHex(rgb.map((c) => c + ((towards - c) * step) / 20));
  }
  return current;
};
