import { z } from "zod";
import { TAG_LABELS } from "./tag-labels.ts";

export { TAG_LABELS };

const tagSchema = z.object({
  label: z.enum(TAG_LABELS),
  value: z.string().min(1),
  desc: z.string(),
});

const videoSchema = z.object({
  title: z.string(),
  content: z.string(),
  youtube: z.boolean(),
  id: z.string(),
  videoUrl: z.string(),
  poster: z.string(),
  caption: z.string(),
});

export const directionsSchema = z.object({
  address: z.string(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** True when the coordinates are estimated (e.g. from a km marker), not surveyed. */
  approximate: z.boolean(),
  placeId: z.string(),
  /** Google Maps embed "q" parameter string. */
  mapEmbed: z.string(),
});

export const directoryRecordSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(["club", "beach-club", "restaurant", "venue", "brand"]),
  name: z.string().min(1),
  caption: z.string(),
  /** Where the record's page lives: a club page or a brand page. */
  route: z.string().startsWith("/"),
  /** Lower-case fragments that identify the venue in party titles ("Night @ Bonbonniere"). */
  namePatterns: z.array(z.string().min(2)),
  logo: z.string(),
  image: z.string(),
  video: videoSchema.nullable(),
  /** 1 to 4; null until the operator confirms it (no public source gave one). */
  priceLevel: z.number().int().min(1).max(4).nullable(),
  area: z.string(),
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  daysOpen: z.array(z.number().int().min(1).max(7)),
  socials: z.object({ instagram: z.string() }),
  postalCode: z.string(),
  addressRegion: z.string(),
  address: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  secondaryColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  directions: directionsSchema,
  tags: z.array(tagSchema),
  openingHours: z.string(),
  sources: z.array(z.string()),
  closed: z.literal(false),
});

export const closedBrandSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  closed: z.literal(true),
  status: z.literal("gone"),
  code: z.literal(410),
  note: z.string(),
});

export type DirectoryRecord = z.infer<typeof directoryRecordSchema>;
export type ClosedBrand = z.infer<typeof closedBrandSchema>;
export type DirectoryTag = z.infer<typeof tagSchema>;
