import { z } from "zod";
import { AREA_SLUGS } from "#app/config/site.ts";
import { CMS_TYPES, PARTY_KINDS, type PartyKind } from "#app/domain/cms-types.ts";
import { EVENT_STATUSES, type Party } from "#app/domain/content-types.ts";
import { isIsoDate, isWallTime } from "#app/domain/dates.ts";
import { partyArea } from "#app/domain/party-paths.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import {
  colour,
  flag,
  imageSchema,
  lenient,
  numeric,
  relation,
  relationIds,
  relations,
  safeLink,
  text,
  wireField,
} from "../queries/wire-fields.server.ts";

/**
 * A party on the wire and as the site reshapes it: the four party types' zod schema (the fields
 * a card asks for, or the whole object), and the reshape into the domain's Party.
 */

const imageUrl = lenient(z.url({ protocol: /^https?$/ }).or(z.string().startsWith("/")));

const partyMetadata = z
  .object({
    date: z.string().refine(isIsoDate, "date must be YYYY-MM-DD"),
    start_time: lenient(z.string().refine(isWallTime)),
    end_time: lenient(z.string().refine(isWallTime)),
    event_status: lenient(z.enum(EVENT_STATUSES)),
    previous_date: lenient(z.string().refine(isIsoDate)),
    area: lenient(z.enum(AREA_SLUGS)),
    caption: text,
    tickets_link: text,
    reservations_link: text,
    event_link: text,
    extra_content: text,
    lineup: text,
    price: text,
    min_age: lenient(numeric.pipe(z.number().int().min(0).max(99))),
    dress_code: text,
    primary_color: colour,
    secondary_color: colour,
    main_image: lenient(imageSchema),
    show_in_main_page: flag,
    hide_from_calendar: flag,
    video: text,
    videoid: text,
    brand: relation.optional(),
    // Expanded at depth 1 on a detail: the whole venue object (see details below).
    venue: z.unknown().optional(),
    artist: z.unknown().optional(),
    image_url: imageUrl,
    magicEvent: flag,
  })
  .loose();

export const partyWireSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  type: z.string().optional(),
  // When an editor last saved it: a feed's LAST-MODIFIED and SEQUENCE (issue 65).
  modified_at: lenient(z.string().refine((value) => !Number.isNaN(Date.parse(value)))),
  content: lenient(z.string()),
  metadata: partyMetadata,
});

type PartyWire = z.infer<typeof partyWireSchema>;
/** A party as any of its queries reads it: the date always, the rest when asked for. */
type PartyFields = Omit<PartyWire, "content" | "metadata"> & {
  content?: string;
  metadata: Pick<PartyWire["metadata"], "date"> & Partial<PartyWire["metadata"]>;
};

const CARD_FIELDS = {
  date: true,
  start_time: true,
  caption: true,
  main_image: true,
  image_url: true,
  primary_color: true,
  secondary_color: true,
  show_in_main_page: true,
  magicEvent: true,
  lineup: true,
  price: true,
  min_age: true,
  end_time: true,
  event_status: true,
  previous_date: true,
  area: true,
  artist: true,
  // Every list leaves out what its editor hid (domain/parties.ts isListed).
  hide_from_calendar: true,
} as const;

/** A party card's fields; lists ask for these only. */
export const cardSchema = (extra: Partial<Record<keyof PartyWire["metadata"], true>> = {}) =>
  partyWireSchema.omit({ content: true }).extend({
    metadata: partyMetadata.pick({ ...CARD_FIELDS, ...extra }),
  });

function reshapeParty(wire: PartyFields, kind: PartyKind): Party {
  const m = wire.metadata;
  const imageFromUrl = m.image_url ? { url: m.image_url, imgixUrl: m.image_url } : null;
  return {
    id: wire.id,
    kind,
    slug: wire.slug,
    title: wire.title,
    ...(wire.modified_at ? { modifiedAt: new Date(wire.modified_at).toISOString() } : {}),
    content: sanitizeContent(wire.content ?? ""),
    date: m.date,
    ...(m.start_time ? { startTime: m.start_time } : {}),
    ...(m.end_time ? { endTime: m.end_time } : {}),
    status: m.event_status ?? "scheduled",
    ...(m.event_status === "rescheduled" && m.previous_date
      ? { previousDate: m.previous_date }
      : {}),
    area: partyArea(kind, m.area, wire.title),
    caption: m.caption ?? "",
    ticketsLink: safeLink(m.tickets_link),
    reservationsLink: safeLink(m.reservations_link),
    eventLink: safeLink(m.event_link),
    extraContent: sanitizeContent(m.extra_content ?? ""),
    lineup: m.lineup ?? "",
    price: m.price?.trim() ?? "",
    minAge: m.min_age ?? null,
    ...(m.dress_code?.trim() ? { dressCode: m.dress_code.trim() } : {}),
    primaryColor: m.primary_color ?? null,
    secondaryColor: m.secondary_color ?? null,
    // product.md#content-types: mini parties take their main image from image_url.
    image:
      kind === CMS_TYPES.miniParties || m.magicEvent
        ? (imageFromUrl ?? m.main_image ?? null)
        : (m.main_image ?? imageFromUrl),
    showInMainPage: m.show_in_main_page ?? false,
    hideFromCalendar: m.hide_from_calendar ?? false,
    video: m.video ?? "",
    videoId: m.videoid ?? "",
    brand: m.brand ?? null,
    venue: relation.parse(m.venue),
    artists: relations.parse(m.artist),
    artistIds: relationIds.parse(m.artist),
    magicEvent: m.magicEvent ?? kind === CMS_TYPES.miniParties,
  };
}

const partyKind = (type: string): PartyKind =>
  PARTY_KINDS.find((kind) => kind === type) ?? CMS_TYPES.parties;
export const toParty = (wire: PartyFields, type: string) => reshapeParty(wire, partyKind(type));

/**
 * One object of a bucket as the site reads it when it is a party of one of the four kinds
 * (null otherwise): the same wire schema and reshape as every page, for checks that read a
 * whole export (app/content-checks). Its prose is left out: no check reads it, and sanitising
 * every party's HTML would cost a whole export's check several times over.
 */
export function partyFromWire(object: unknown): Party | null {
  const kind = PARTY_KINDS.find((one) => one === wireField(object, "type"));
  const wire = kind && partyWireSchema.safeParse(object);
  if (!kind || !wire?.success) return null;
  const { content: _content, metadata, ...fields } = wire.data;
  const { extra_content: _extra, ...facts } = metadata;
  return reshapeParty({ ...fields, metadata: facts }, kind);
}
