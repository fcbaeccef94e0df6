import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { env } from "#app/config/env.server.ts";
import { SITE_NAME } from "#app/config/site.ts";
import { contentServices, type MediaFile } from "#app/content/cosmic/content-services.server.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-size.ts";
import { box, type CardNode, drawSvg, svgToPng } from "./draw.server.ts";
import { cardVersion, type PreviewCard } from "./preview-card.server.ts";

/** Link preview images (drawn by ./draw.server.ts): nothing is fetched but the content image. */

/** Image types satori can place and resvg can draw. */
const DRAWABLE_IMAGES = ["image/png", "image/jpeg", "image/svg+xml"];
const IMAGE_TIMEOUT_MS = 1_500;
const MAX_IMAGE_BYTES = 5_000_000;

/** Cosmic's media hosts (its imgix and CDN, and the older imgix source of its exports). */
const COSMIC_MEDIA_HOSTS = new Set([
  "imgix.cosmicjs.com",
  "cdn.cosmicjs.com",
  "cosmic-s3.imgix.net",
]);

/**
 * Whether the server may fetch a card's image: from Cosmic's media hosts over https, or from the
 * configured Cosmic-compatible API's own origin (a self-hosted service serving its media). An
 * editor's `image_url` pointing anywhere else (loopback, a cloud's metadata address, any site)
 * is never fetched: the card is drawn without it.
 */
export function isMediaUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.username || target.password) return false;
  if (target.protocol === "https:" && COSMIC_MEDIA_HOSTS.has(target.hostname)) return true;
  return target.origin === new URL(env().COSMIC_API_URL).origin;
}

/** The image from its CDN, asked of imgix as a JPEG of the card's height (other hosts ignore the parameters). */
async function fetchImage(url: string): Promise<MediaFile | null> {
  if (!isMediaUrl(url)) return null;
  const separator = url.includes("?") ? "&" : "?";
  const response = await fetch(
    `${url}${separator}w=${CARD_HEIGHT}&h=${CARD_HEIGHT}&fit=crop&fm=jpg`,
    {
      signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS),
    },
  );
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The content image as a data URL; null when it cannot be had quickly or drawn: the card is
 * drawn without it. Relative URLs are the site's own /media files.
 */
export async function cardImage(url: string): Promise<string | null> {
  try {
    const local = contentServices().localMedia;
    const image = url.startsWith("/") ? await local?.(url) : await fetchImage(url);
    if (!image || !DRAWABLE_IMAGES.includes(image.type) || image.bytes.length > MAX_IMAGE_BYTES)
      return null;
    return `data:${image.type};base64,${Buffer.from(image.bytes).toString("base64")}`;
  } catch {
    return null;
  }
}

function cardLayout(card: PreviewCard, image: string | null): CardNode {
  const textWidth = image ? CARD_WIDTH - CARD_HEIGHT : CARD_WIDTH;
  const titleSize = card.title.length > 48 ? 52 : card.title.length > 28 ? 64 : 80;
  const text = box(
    {
      // No height: stretched to the card's (a height would not include the padding).
      width: textWidth,
      flexDirection: "column",
      padding: "48px 64px 56px",
      borderTop: `16px solid ${card.accent}`,
    },
    box(
      { flexDirection: "column", flexGrow: 1 },
      box({ fontSize: 28, fontWeight: 800, color: card.accent }, card.eyebrow.toUpperCase()),
      box(
        {
          marginTop: 20,
          fontSize: titleSize,
          fontWeight: 800,
          lineHeight: 1.05,
          letterSpacing: -1,
        },
        card.title,
      ),
      card.detail ? box({ marginTop: 24, fontSize: 32, fontWeight: 500 }, card.detail) : null,
    ),
    box({ fontSize: 28, fontWeight: 800, color: card.accent }, SITE_NAME),
  );
  const picture: CardNode | null = image
    ? {
        type: "img",
        key: null,
        props: {
          src: image,
          width: CARD_HEIGHT,
          height: CARD_HEIGHT,
          style: { objectFit: "cover" },
        },
      }
    : null;
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: card.background,
      fontFamily: "Inter",
      color: "#ffffff",
    },
    text,
    picture,
  );
}

/** The card as an SVG: the stage tests read the title from. */
export function cardSvg(card: PreviewCard, image: string | null): Promise<string> {
  return drawSvg(cardLayout(card, image), CARD_WIDTH, CARD_HEIGHT);
}

export interface RenderedCard {
  png: Buffer;
  /** False when the content image could not be had: the card is drawn without it, kept a minute. */
  complete: boolean;
  drawnAt: number;
}

/** A card drawn without its image is drawn again after this (its image may answer by then). */
export const INCOMPLETE_CARD_KEPT_MS = 60_000;

async function drawCard(card: PreviewCard): Promise<RenderedCard> {
  const image = card.imageUrl ? await cardImage(card.imageUrl) : null;
  const svg = await cardSvg(card, image);
  const png = svgToPng(svg, CARD_WIDTH);
  return { png, complete: image !== null || card.imageUrl === null, drawnAt: Date.now() };
}

/**
 * Cards drawn at once, and how many more may wait: drawing takes 100-500 ms of one core, so a
 * flood of preview images, from however many addresses, takes at most one of the machine's two
 * and the pages keep the other (issue 64); past the queue, CardsBusy (a 503 to ask again).
 */
const DRAWN_AT_ONCE = 1;
const WAITING_AT_MOST = 6;
let drawing = 0;
const waiting: (() => void)[] = [];

/** More preview images asked for at once than are drawn or may wait: ask again in a moment. */
export class CardsBusy extends Error {}

async function inDrawingTurn<T>(draw: () => Promise<T>): Promise<T> {
  if (drawing < DRAWN_AT_ONCE) drawing++;
  else if (waiting.length >= WAITING_AT_MOST) throw new CardsBusy("preview images: busy");
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await draw();
  } finally {
    // The turn passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else drawing--;
  }
}

/** Rendered cards by version (a hash of what they show): a version never goes stale. */
const rendered = new RevalidatingCache<RenderedCard>({
  freshMs: Number.POSITIVE_INFINITY,
  staleWhileRevalidateMs: 0,
  staleIfErrorMs: 0,
  maxBytes: 48 * 1024 * 1024,
  sizeOf: (card) => card.png.length,
});

/**
 * A card's PNG and version: drawn once per version, kept in memory (up to 48 MB of images); one
 * drawn without its image is kept a minute, so asking again (a new `?v=` each time) does not
 * draw it, or fetch its image, again.
 */
export async function cardPng(card: PreviewCard): Promise<RenderedCard & { version: string }> {
  const version = cardVersion(card);
  const draw = () => inDrawingTurn(() => drawCard(card));
  let result = await rendered.get(version, draw);
  if (!result.complete && Date.now() - result.drawnAt >= INCOMPLETE_CARD_KEPT_MS) {
    rendered.invalidate((key) => key === version);
    result = await rendered.get(version, draw);
  }
  return { ...result, version };
}
