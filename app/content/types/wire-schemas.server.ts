import type { z } from "zod";
import { PARTY_KINDS, VENUE_KINDS } from "#app/domain/content-types.ts";
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
  festivals: festivalWireSchema,
  ...Object.fromEntries(VENUE_KINDS.map((kind) => [kind, venueWireSchema])),
  brands: brandWireSchema,
  artists: artistWireSchema,
  "artist-highlights": highlightWireSchema,
  tv: tvWireSchema,
  "dj-schedule": djSetWireSchema,
  "nye-dj-schedule": djSetWireSchema,
  articles: articleWireSchema,
  faqs: faqWireSchema,
  activities: activityWireSchema,
  videos: videoWireSchema,
  links: linkWireSchema,
  "home-contents": homeContentWireSchema,
  "ai-qas": qaWireSchema,
  pages: pageWireSchema,
  "photo-galleries": galleryWireSchema,
};
