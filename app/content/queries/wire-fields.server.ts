import { z } from "zod";
import type { Image, LinkedObject } from "#app/domain/content-types.ts";

/**
 * The fields CMS objects are made of, as the site reads them; each object type's schema sits
 * beside its queries (parties.server.ts, venues.server.ts, ...).
 */

/** One field of a value read from the wire, whatever its shape; undefined when it has none. */
export function wireField(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}

/** A field of a value read from the wire when it is text; undefined otherwise. */
export function wireText(value: unknown, key: string): string | undefined {
  const field = wireField(value, key);
  return typeof field === "string" ? field : undefined;
}

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
    type: z.string().optional(),
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
      ...(object.type ? { type: object.type } : {}),
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

/** The ids of a relation, whether Cosmic sent ids (depth 0) or the expanded objects. */
export const relationIds = z.unknown().transform((value): string[] => {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item === "string") return item ? [item] : [];
    const parsed = z.object({ id: z.string().min(1) }).safeParse(item);
    return parsed.success ? [parsed.data.id] : [];
  });
});

/** A number, also as Cosmic's text fields hold one ("18"); anything else is treated as missing. */
export const numeric = lenient(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
);

const WEEKDAY_WORDS: readonly (readonly string[])[] = [
  ["monday", "mon", "lunes", "lun"],
  ["tuesday", "tue", "tues", "martes", "mar"],
  ["wednesday", "wed", "miercoles", "miércoles", "mie", "mié"],
  ["thursday", "thu", "thur", "thurs", "jueves", "jue"],
  ["friday", "fri", "viernes", "vie"],
  ["saturday", "sat", "sabado", "sábado", "sab", "sáb"],
  ["sunday", "sun", "domingo", "dom"],
];

/** One weekday as an editor writes it: 1-7 (Monday first) or its name in English or Spanish. */
function isoWeekdayOf(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isInteger(value) && value >= 1 && value <= 7 ? value : null;
  if (typeof value !== "string") return null;
  const word = value.trim().toLowerCase();
  if (/^[1-7]$/.test(word)) return Number(word);
  const index = WEEKDAY_WORDS.findIndex((names) => names.includes(word));
  return index >= 0 ? index + 1 : null;
}

/**
 * Days of the week (ISO, Monday = 1): from a check-boxes metafield (["Friday", "Saturday"]), a
 * list of numbers, or text ("Fri, Sat"); days that cannot be read are left out.
 */
export const weekdays = z.unknown().transform((value): number[] => {
  const items = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.split(/[,;/]/)
      : [];
  const days = items.map(isoWeekdayOf).filter((day): day is number => day !== null);
  return [...new Set(days)].sort();
});

/** A SoundCloud page URL, or "" (only these are embedded). */
export function soundcloudUrl(value: string | undefined): string {
  return value && /^https:\/\/(soundcloud\.com|on\.soundcloud\.com)\//.test(value) ? value : "";
}

/** An http(s) URL or a path on this site; never "//host" or "/\\host", which leave the site. */
export function safeLink(value: string | undefined): string {
  if (!value) return "";
  return /^(https?:\/\/[^\s]|\/(?![/\\]))/.test(value.trim()) ? value.trim() : "";
}
