import { CmsError } from "#app/content/cosmic/cms-service.ts";
import { FALLBACK_CACHE_CONTROL, SHORT_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { planCard, siteCard } from "#app/link-previews/cards.server.ts";
import type { PreviewCard } from "#app/link-previews/preview-card.server.ts";
import { cardPng } from "#app/link-previews/render-card.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { planPage, readPlan } from "#app/view-models/plan.server.ts";
import type { Route } from "./+types/plan-preview";

/** The plan's parties (plan-link.ts) and the card's version; nothing else makes an image differ. */
const query = declareQuery("e", "c", "i", "v");
export const handle = query.handle;

async function pngResponse(card: PreviewCard, cacheControl: string) {
  const rendered = await cardPng(card);
  return new Response(new Uint8Array(rendered.png), {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl },
  });
}

/**
 * /og/plan.png?e=…: the image a shared plan's link previews with (issue 53), naming the night and
 * its parties as they are now; the site's card for a plan that names no party, or while the CMS
 * cannot answer. Kept a short while (its parties can change at any publish).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  try {
    const { found } = await readPlan(query.read(request));
    const parties = [...found.values()];
    if (parties.length === 0) return pngResponse(siteCard(i18n), SHORT_CACHE_CONTROL);
    const { title } = planPage(parties, parties.length, listingContext(request, new Date()));
    return pngResponse(planCard(parties, title, i18n), SHORT_CACHE_CONTROL);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`plan preview: ${error.message}`);
    return pngResponse(siteCard(i18n), FALLBACK_CACHE_CONTROL);
  }
}
