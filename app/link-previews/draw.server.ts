import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";

/**
 * Images drawn on the server: a tree of boxes laid out by satori (an SVG with the text as
 * paths), rasterised by resvg. Inter comes from an npm package (OFL): no system fonts, so the
 * same pixels on every machine. Used by the link preview cards and the app icons (build time).
 */

const FONT_FILES = [
  { weight: 500, subset: "latin" },
  { weight: 500, subset: "latin-ext" },
  { weight: 800, subset: "latin" },
  { weight: 800, subset: "latin-ext" },
] as const;

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ weight, subset }) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** An element for satori: React's shape, without React (this module also runs under plain Node). */
export interface CardNode {
  type: string;
  key: null;
  props: { style?: Record<string, string | number>; children?: unknown; [name: string]: unknown };
}

export function box(style: Record<string, string | number>, ...children: unknown[]): CardNode {
  return { type: "div", key: null, props: { style: { display: "flex", ...style }, children } };
}

/** An element as satori lays it out, to an SVG of `width` x `height`. */
export async function drawSvg(node: CardNode, width: number, height: number): Promise<string> {
  return satori(node, { width, height, fonts: await loadFonts() });
}

export async function drawPng(node: CardNode, width: number, height: number): Promise<Buffer> {
  return svgToPng(await drawSvg(node, width, height), width);
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}
