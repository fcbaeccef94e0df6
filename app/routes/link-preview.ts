import { CmsError } from "#app/content/cosmic/cms-service.ts";
import { markClockFreeRender } from "#app/content/cosmic/content-fallback.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import {
  FALLBACK_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  NO_STORE,
  NOT_FOUND_CACHE_CONTROL,
  SHORT_CACHE_CONTROL,
} from "#app/http/cache-control.ts";
import { busyImage } from "#app/http/loader-answers.server.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { CARD_SOURCES, type CardKind, siteCard } from "#app/link-previews/cards.server.ts";
import type { PreviewCard } from "#app/link-previews/preview-card.server.ts";
import { CardsBusy, cardPng } from "#app/link-previews/render-card.server.ts";
import type { Route } from "./+types/link-preview";

const query = declareQuery("v");
export const handle = query.handle;

/** The URL's version is the card's: CDNs keep it for good (a publish that changes the card changes the URL). */
const VERSIONED_CACHE_CONTROL = IMMUTABLE_CACHE_CONTROL;
/**
 * A version that is not the card's (an old one, or made up): answered with the card as it is,
 * but kept nowhere, so made-up values never fill the page cache or a CDN's.
 */
const OTHER_VERSION_CACHE_CONTROL = NO_STORE;

/** A plain-text 404: an image URL has no page to show. */
function notFound(): never {
  throw new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NOT_FOUND_CACHE_CONTROL,
    },
  });
}

function isCardKind(kind: string): kind is CardKind {
  return Object.hasOwn(CARD_SOURCES, kind);
}

async function pngResponse(card: PreviewCard, asked: string | null, fallback = false) {
  const drawn = await cardPng(card).catch((error: unknown) => {
    if (error instanceof CardsBusy) return null;
    throw error;
  });
  if (!drawn) return busyImage();
  const { png, complete, version } = drawn;
  const cacheControl = fallback
    ? FALLBACK_CACHE_CONTROL
    : asked !== null && asked !== version
      ? OTHER_VERSION_CACHE_CONTROL
      : complete && asked === version
        ? VERSIONED_CACHE_CONTROL
        : SHORT_CACHE_CONTROL;
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl },
  });
}

/**
 * /og/{kind}/{slug}.png and /og/default.png: the 1200x630 image a shared link previews with.
 * A missing object is a 404; a CMS that cannot answer gives the default card.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // A card shows a date and a status, never "tonight": its version, not the clock, says when it changes.
  markClockFreeRender();
  const i18n = i18nOf(request);
  const { v: version } = query.read(request);
  if (!params.kind) return pngResponse(siteCard(i18n), version);
  const slug = /^(.+)\.png$/.exec(params.file ?? "")?.[1] ?? "";
  if (!isCardKind(params.kind) || !isPlausibleSlug(slug)) notFound();
  let card: PreviewCard | null;
  try {
    card = await CARD_SOURCES[params.kind](slug, localeOf(request), i18n);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`link preview: ${params.kind}/${slug}: ${error.message}`);
    return pngResponse(siteCard(i18n), null, true);
  }
  if (!card) notFound();
  return pngResponse(card, version);
}
