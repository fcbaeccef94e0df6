import { z } from "zod";
import type { Image, LinkedObject } from "#app/domain/content-types.ts";

/**
 * The fields CMS objects are made of, as the site reads them; each object type's schema sits
 * beside its queries (parties.server.ts, venues.server.ts, ...).
 */

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

/** The ids of a relation, whether Cosmic sent ids (depth 0) or the expanded objects. */
export const relationIds = z.unknown().transform((value): string[] => {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item === "string") return item ? [item] : [];
    const parsed = z.object({ id: z.string().min(1) }).safeParse(item);
    return parsed.success ? [parsed.data.id] : [];
  });
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
