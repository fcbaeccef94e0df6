import { z } from "zod";
import { isIsoDate, isWallTime } from "#app/domain/dates.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import type { Image, LinkedObject, Party, PartyKind } from "./types.ts";

/** A field that is wrong shaped is treated as missing instead of dropping the whole object. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
export const text = lenient(z.string());
export const flag = lenient(z.boolean());
export const colour = lenient(z.string().regex(/^#[0-9a-fA-F]{3,8}$/));

export const imageSchema = z
  .object({ url: z.string().min(1), imgix_url: z.string().min(1).optional() })
  .transform((image): Image => ({ url: image.url, imgixUrl: image.imgix_url ?? image.url }));

const linkedSchema = z
  .object({
    slug: z.string().min(1),
    title: z.string(),
    metadata: z
      .object({ main_image: lenient(imageSchema), logo: lenient(imageSchema) })
      .loose()
      .optional(),
  })
  .loose()
  .transform(
    (object): LinkedObject => ({
      slug: object.slug,
      title: object.title,
      image: object.metadata?.main_image ?? object.metadata?.logo ?? null,
    }),
  );

/** A relation metafield: an expanded object at depth >= 1, otherwise an id (ignored). */
export const relation = z.unknown().transform((value): LinkedObject | null => {
  const parsed = linkedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

export const relations = z.unknown().transform((value): LinkedObject[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = linkedSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [],
);

const imageUrl = lenient(z.url({ protocol: /^https?$/ }).or(z.string().startsWith("/")));

export const partyWireSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  type: z.string().optional(),
  content: lenient(z.string()),
  metadata: z
    .object({
      date: z.string().refine(isIsoDate, "date must be YYYY-MM-DD"),
      start_time: lenient(z.string().refine(isWallTime)),
      caption: text,
      tickets_link: text,
      reservations_link: text,
      event_link: text,
      extra_content: text,
      lineup: text,
      primary_color: colour,
      secondary_color: colour,
      main_image: lenient(imageSchema),
      show_in_main_page: flag,
      hide_from_calendar: flag,
      video: text,
      videoid: text,
      brand: relation.optional(),
      venue: relation.optional(),
      artist: relations.optional(),
      image_url: imageUrl,
      magicEvent: flag,
    })
    .loose(),
});

type PartyWire = z.infer<typeof partyWireSchema>;

/** A SoundCloud page URL, or "" (only these are embedded). */
export function soundcloudUrl(value: string | undefined): string {
  return value && /^https:\/\/(soundcloud\.com|on\.soundcloud\.com)\//.test(value) ? value : "";
}

/** An http(s) URL or a path on this site; never "//host" or "/\\host", which leave the site. */
export function safeLink(value: string | undefined): string {
  if (!value) return "";
  return /^(https?:\/\/[^\s]|\/(?![/\\]))/.test(value.trim()) ? value.trim() : "";
}

export function reshapeParty(wire: PartyWire, kind: PartyKind): Party {
  const m = wire.metadata;
  const imageFromUrl = m.image_url ? { url: m.image_url, imgixUrl: m.image_url } : null;
  return {
    id: wire.id,
    kind,
    slug: wire.slug,
    title: wire.title,
    content: sanitizeContent(wire.content ?? ""),
    date: m.date,
    ...(m.start_time ? { startTime: m.start_time } : {}),
    caption: m.caption ?? "",
    ticketsLink: safeLink(m.tickets_link),
    reservationsLink: safeLink(m.reservations_link),
    eventLink: safeLink(m.event_link),
    extraContent: sanitizeContent(m.extra_content ?? ""),
    lineup: m.lineup ?? "",
    primaryColor: m.primary_color ?? null,
    secondaryColor: m.secondary_color ?? null,
    // SPEC 3: mini parties take their main image from image_url.
    image:
      kind === "mini-parties" || m.magicEvent
        ? (imageFromUrl ?? m.main_image ?? null)
        : (m.main_image ?? imageFromUrl),
    showInMainPage: m.show_in_main_page ?? false,
    hideFromCalendar: m.hide_from_calendar ?? false,
    video: m.video ?? "",
    videoId: m.videoid ?? "",
    brand: m.brand ?? null,
    venue: m.venue ?? null,
    artists: m.artist ?? [],
    magicEvent: m.magicEvent ?? kind === "mini-parties",
  };
}

export const homeContentWireSchema = z.object({
  title: z.string(),
  content: lenient(z.string()),
  metadata: z
    .object({
      image: lenient(imageSchema),
      link: text,
      primary_color: colour,
      secondary_color: colour,
    })
    .loose(),
});
