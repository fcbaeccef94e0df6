/**
 * Editors pick party and artist colours; the site decides whether text in that colour can be read.
 * A colour that misses WCAG's contrast against what it sits on is made lighter (on a dark
 * background) or darker (on a light one), keeping its hue and saturation.
 */

/** WCAG 2.2 AA: body text 4.5:1; large text and the edges of components 3:1. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** The theme's surfaces that editor colours sit on (Tailwind zinc-900 cards on the zinc-950 page). */
export const SURFACES = { card: "#18181b", page: "#09090b" } as const;

type Rgb = [number, number, number];

function parseHex(colour: string): { rgb: Rgb; alpha: number } | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join("");
  const channel = (index: number) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return {
    rgb: [channel(0), channel(1), channel(2)],
    alpha: hex.length === 8 ? channel(3) / 255 : 1,
  };
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `foreground` at `alpha` over an opaque `background`. */
const over = (foreground: Rgb, alpha: number, background: Rgb): Rgb => [
  foreground[0] * alpha + background[0] * (1 - alpha),
  foreground[1] * alpha + background[1] * (1 - alpha),
  foreground[2] * alpha + background[2] * (1 - alpha),
];

function toHsl([r, g, b]: Rgb): Rgb {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const d = max - min;
  const saturation = lightness > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return [hue / 6, saturation, lightness];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** The contrast ratio of two opaque hex colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  return a && b ? ratio(a.rgb, b.rgb) : 1;
}

/**
 * `colour` (any CSS hex, alpha composited over the background) as an opaque hex colour with at
 * least `minimum` contrast against `background`; `fallback` when `colour` is missing or not hex.
 */
export function readableOn(
  colour: string | null | undefined,
  background: string,
  minimum: number,
  fallback: string,
): string {
  const bg = parseHex(background)?.rgb;
  const parsed = colour ? parseHex(colour) : null;
  if (!bg) return fallback;
  if (!parsed) {
    return colour === fallback ? fallback : readableOn(fallback, background, minimum, fallback);
  }
  const opaque = over(parsed.rgb, parsed.alpha, bg);
  if (ratio(opaque, bg) >= minimum) return toHex(opaque);
  const [hue, saturation, lightness] = toHsl(opaque);
  const darkBackground = luminance(bg) < 0.18;
  // Binary search on lightness towards white (dark background) or black (light background).
  let [low, high] = darkBackground ? [lightness, 1] : [0, lightness];
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    const passes = ratio(fromHsl([hue, saturation, middle]), bg) >= minimum;
    if (darkBackground === passes) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can cost a little contrast: step on until the hex passes too.
  let found = darkBackground ? high : low;
  const step = darkBackground ? 0.002 : -0.002;
  while (
    ratio(parseHex(toHex(fromHsl([hue, saturation, found])))?.rgb ?? bg, bg) < minimum &&
    found > 0 &&
    found < 1
  ) {
    found = Math.min(1, Math.max(0, found + step));
  }
  return toHex(fromHsl([hue, saturation, found]));
}
