import { propsOf } from "#app/content/queries/query-props.ts";
import { WIRE_SCHEMAS } from "#app/content/types/wire-schemas.server.ts";
import { CMS_TYPES, PARTY_KINDS, VENUE_KINDS } from "#app/domain/cms-types.ts";
import { type Metafield, objectType } from "./factories.ts";

/**
 * The demo bucket's object types. Their fields are the ones the site's schemas read (so the two
 * cannot drift apart); this table adds only what a schema cannot say: Cosmic's type for each
 * field that is not plain text, and where a relation points.
 */
const FIELD_TYPES: Record<string, Record<string, string | [string, string]>> = {
  parties: {
    date: "date",
    previous_date: "date",
    extra_content: "html-textarea",
    primary_color: "color",
    secondary_color: "color",
    main_image: "file",
    show_in_main_page: "switch",
    hide_from_calendar: "switch",
    brand: ["object", "brands"],
    venue: ["object", "venues"],
    artist: ["objects", "artists"],
    magicEvent: "switch",
    min_age: "number",
  },
  festivals: { parties: ["objects", "parties"], main_image: "file" },
  venues: {
    description: "html-textarea",
    main_image: "file",
    latitude: "number",
    longitude: "number",
    days_open: "check-boxes",
    price_level: "number",
    min_age: "number",
  },
  brands: {
    description: "html-textarea",
    logo: "file",
    main_image: "file",
    past_parties: ["objects", "parties"],
  },
  artists: {
    spotify_listeners: "number",
    main_image: "file",
    primary_color: "color",
    secondary_color: "color",
    parties: ["objects", "parties"],
  },
  tv: {
    featured: ["object", "videos"],
    suggestions: ["objects", "videos"],
    artist: ["object", "artists"],
  },
  "dj-schedule": { date: "date", highlight: "switch" },
  articles: {
    cover: "file",
    summary: "textarea",
    primary_color: "color",
    secondary_color: "color",
  },
  activities: { main_image: "file" },
  videos: { main_image: "file", short: "switch" },
  links: { image: "file" },
  "home-contents": { image: "file", primary_color: "color", secondary_color: "color" },
  "ai-qas": { answer: "textarea" },
  pages: { summary: "textarea", cover: "file" },
  "photo-galleries": { photos: "files", date: "date" },
};

/** Types read with another type's schema and fields. */
const SAME_FIELDS: Record<string, string> = {
  ...Object.fromEntries(PARTY_KINDS.map((kind) => [kind, CMS_TYPES.parties])),
  ...Object.fromEntries(VENUE_KINDS.map((kind) => [kind, CMS_TYPES.venues])),
  [CMS_TYPES.nyeDjSchedule]: CMS_TYPES.djSchedule,
};

/** Every type of the registry, in the order the demo bucket lists them. */
export const DEMO_TYPES: readonly string[] = [
  CMS_TYPES.parties,
  CMS_TYPES.miniParties,
  CMS_TYPES.festivals,
  CMS_TYPES.venues,
  CMS_TYPES.brands,
  CMS_TYPES.artists,
  CMS_TYPES.tv,
  CMS_TYPES.artistHighlights,
  CMS_TYPES.djSchedule,
  CMS_TYPES.nyeDjSchedule,
  CMS_TYPES.articles,
  CMS_TYPES.faqs,
  CMS_TYPES.activities,
  CMS_TYPES.videos,
  CMS_TYPES.links,
  CMS_TYPES.homeContents,
  CMS_TYPES.aiQas,
  CMS_TYPES.pages,
  CMS_TYPES.photoGalleries,
  CMS_TYPES.islaParties,
  CMS_TYPES.caboParties,
  CMS_TYPES.beachClubs,
  CMS_TYPES.cancunClubs,
  CMS_TYPES.playaClubs,
];

function metafieldsOf(type: string): Metafield[] {
  const schema = WIRE_SCHEMAS[type];
  if (!schema) throw new Error(`no schema reads the demo type ${type}`);
  const types = FIELD_TYPES[SAME_FIELDS[type] ?? type] ?? {};
  return propsOf(schema)
    .filter((prop) => prop.startsWith("metadata."))
    .map((prop) => {
      const key = prop.slice("metadata.".length);
      const fieldType = types[key] ?? "text";
      return Array.isArray(fieldType)
        ? { key, type: fieldType[0], object_type: fieldType[1] }
        : { key, type: fieldType };
    });
}

export const demoObjectTypes = () => DEMO_TYPES.map((type) => objectType(type, metafieldsOf(type)));
