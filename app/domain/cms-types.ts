/**
 * Every Cosmic object type the site reads, by the slug it has in the bucket: the one place a
 * type's slug is written (docs/guides/adding-a-content-type.md). Modules name a type through
 * this table, so renaming or adding one is a line here and its own module.
 */
export const CMS_TYPES = {
  parties: "parties",
  miniParties: "mini-parties",
  islaParties: "isla-parties",
  caboParties: "cabo-parties",
  festivals: "festivals",
  venues: "venues",
  beachClubs: "beach-clubs",
  cancunClubs: "cancun-clubs",
  playaClubs: "playa-del-carmen-clubs",
  brands: "brands",
  artists: "artists",
  artistHighlights: "artist-highlights",
  tv: "tv",
  djSchedule: "dj-schedule",
  nyeDjSchedule: "nye-dj-schedule",
  articles: "articles",
  faqs: "faqs",
  activities: "activities",
  videos: "videos",
  links: "links",
  homeContents: "home-contents",
  aiQas: "ai-qas",
  pages: "pages",
  photoGalleries: "photo-galleries",
} as const;

export type CmsType = (typeof CMS_TYPES)[keyof typeof CMS_TYPES];

/** The four party types: Tulum's (and Cancun's and Playa's), the calendar's minis, Isla's, Cabo's. */
export const PARTY_KINDS = [
  CMS_TYPES.parties,
  CMS_TYPES.islaParties,
  CMS_TYPES.caboParties,
  CMS_TYPES.miniParties,
] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/** The party types with pages of their own; a mini party opens at a `parties` path. */
export type EventKind = Exclude<PartyKind, typeof CMS_TYPES.miniParties>;

/** The types a party path of this kind may name (a mini party opens at /event/{slug}). */
export const kindsAtEventPath = (kind: EventKind): readonly PartyKind[] =>
  kind === CMS_TYPES.parties ? [CMS_TYPES.parties, CMS_TYPES.miniParties] : [kind];

export const VENUE_KINDS = [
  CMS_TYPES.venues,
  CMS_TYPES.beachClubs,
  CMS_TYPES.cancunClubs,
  CMS_TYPES.playaClubs,
] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];
