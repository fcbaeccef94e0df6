import type { z } from "zod";
import { CMS_TYPES, PARTY_KINDS, VENUE_KINDS } from "#app/domain/cms-types.ts";
import { articleWireSchema } from "./articles.server.ts";
import { artistWireSchema, highlightWireSchema } from "./artists.server.ts";
import { brandWireSchema } from "./brands.server.ts";
import { djSetWireSchema } from "./dj-schedule.server.ts";
import { faqWireSchema } from "./faqs.server.ts";
import { festivalWireSchema } from "./festivals.server.ts";
import { homeContentWireSchema } from "./home-content.server.ts";
import { linkWireSchema } from "./links.server.ts";
import { galleryWireSchema, tvWireSchema, videoWireSchema } from "./media.server.ts";
import { activityWireSchema, pageWireSchema, qaWireSchema } from "./pages.server.ts";
import { partyWireSchema } from "./party-wire.server.ts";
import { venueWireSchema } from "./venues.server.ts";

/** The schema the site reads each CMS object type with (for `npm run bucket:check`). */
export const WIRE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  ...Object.fromEntries(PARTY_KINDS.map((kind) => [kind, partyWireSchema])),
  [CMS_TYPES.festivals]: festivalWireSchema,
  ...Object.fromEntries(VENUE_KINDS.map((kind) => [kind, venueWireSchema])),
  [CMS_TYPES.brands]: brandWireSchema,
  [CMS_TYPES.artists]: artistWireSchema,
  [CMS_TYPES.artistHighlights]: highlightWireSchema,
  [CMS_TYPES.tv]: tvWireSchema,
  [CMS_TYPES.djSchedule]: djSetWireSchema,
  [CMS_TYPES.nyeDjSchedule]: djSetWireSchema,
  [CMS_TYPES.articles]: articleWireSchema,
  [CMS_TYPES.faqs]: faqWireSchema,
  [CMS_TYPES.activities]: activityWireSchema,
  [CMS_TYPES.videos]: videoWireSchema,
  [CMS_TYPES.links]: linkWireSchema,
  [CMS_TYPES.homeContents]: homeContentWireSchema,
  [CMS_TYPES.aiQas]: qaWireSchema,
  [CMS_TYPES.pages]: pageWireSchema,
  [CMS_TYPES.photoGalleries]: galleryWireSchema,
};
