import { redirect } from "react-router";
import { CmsError } from "#app/content/cosmic/cms-service.ts";
import { PLAN_PREVIEW_PATH, planPath, planPaths } from "#app/domain/plan-link.ts";
import {
  FALLBACK_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  NO_STORE,
  SHORT_CACHE_CONTROL,
} from "#app/http/cache-control.ts";
import { busyImage } from "#app/http/loader-answers.server.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { planCard, siteCard } from "#app/link-previews/cards.server.ts";
import { cardVersion, type PreviewCard } from "#app/link-previews/preview-card.server.ts";
import { CardsBusy, cardPng } from "#app/link-previews/render-card.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { planPage, readPlan } from "#app/view-models/shared-plan.server.ts";
import type { Route } from "./+types/plan-preview";

/** The plan's parties (plan-link.ts) and the card's version; nothing else makes an image differ. */
const query = declareQuery("e", "c", "i", "v");
export const handle = query.handle;

async function pngResponse(card: PreviewCard, cacheControl: (complete: boolean) => string) {
  const rendered = await cardPng(card);
  return new Response(new Uint8Array(rendered.png), {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl(rendered.complete) },
  });
}

/**
 * /og/plan.png?e=…&v=…: the image a shared plan's link previews with (issue 53), naming the night
 * and its parties as they are now. Drawn only for the one spelling of the parties found and the
 * card's own version, then kept for good (the version changes with what the card shows); any
 * other spelling or version is sent there before anything is drawn, kept nowhere (issue 64: a
 * made-up version cannot fill a cache or take a core). The site's card, kept nowhere, for a plan
 * that names no party; a short while while the CMS cannot answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  const { v: asked, ...values } = query.read(request);
  const spelling = planPaths(values);
  try {
    const found = await readPlan(spelling);
    const parties = [...found.values()];
    if (parties.length === 0) return pngResponse(siteCard(i18n), () => NO_STORE);
    const context = listingContext(request, new Date());
    const { title } = planPage(parties, { asked: parties.length, surplus: 0 }, context);
    const card = planCard(parties, title, i18n);
    const version = cardVersion(card);
    const search = planPath([...found.keys()], "").slice(1);
    if (!spelling.canonical || spelling.search !== search || asked !== version)
      throw redirect(
        `${localizedPath(localeOf(request), PLAN_PREVIEW_PATH)}?${search}&v=${version}`,
        { status: 302, headers: { "Cache-Control": NO_STORE } },
      );
    return pngResponse(card, (complete) =>
      complete ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL,
    );
  } catch (error) {
    if (error instanceof CardsBusy) return busyImage();
    if (!(error instanceof CmsError)) throw error;
    console.error(`plan preview: ${error.message}`);
    return pngResponse(siteCard(i18n), () => FALLBACK_CACHE_CONTROL);
  }
}
