import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { PhotoGallery, Tv, Video } from "#app/domain/editorial-types.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { contentLocale } from "../queries/content-locale.server.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { flag, imageSchema, lenient, relation, text } from "../queries/wire-fields.server.ts";

export const videoWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  published_at: lenient(z.string()),
  metadata: z
    .object({
      videoid: lenient(z.string().regex(/^[\w-]{6,20}$/)),
      klass: lenient(z.string().regex(/^[a-z0-9-]+$/)),
      caption: text,
      main_image: lenient(imageSchema),
      short: flag,
    })
    .loose()
    .default({}),
});

function reshapeVideo(wire: z.infer<typeof videoWireSchema>): Video {
  return {
    slug: wire.slug,
    title: wire.title,
    klass: wire.metadata.klass ?? "videos",
    caption: wire.metadata.caption ?? "",
    videoId: wire.metadata.videoid ?? "",
    image: wire.metadata.main_image ?? null,
    short: wire.metadata.short ?? false,
    publishedAt: wire.published_at ?? "",
  };
}

function parseVideo(value: unknown): Video | null {
  const parsed = videoWireSchema.safeParse(value);
  return parsed.success ? reshapeVideo(parsed.data) : null;
}

export const tvWireSchema = z.object({
  title: z.string(),
  metadata: z
    .object({
      featured: z.unknown().optional(),
      suggestions: z.unknown().optional(),
      artist: relation.optional(),
    })
    .loose()
    .default({}),
});

const tvs = defineQuery("tv", tvWireSchema, (wire): Tv => {
  const suggestions = Array.isArray(wire.metadata.suggestions) ? wire.metadata.suggestions : [];
  return {
    title: wire.title,
    featured: parseVideo(wire.metadata.featured),
    suggestions: suggestions.flatMap((item) => parseVideo(item) ?? []),
    artist: wire.metadata.artist ?? null,
  };
});

const videos = defineQuery("videos", videoWireSchema, reshapeVideo);

/** The TV page's one item (product.md#limits: limit 1), with its videos and artist expanded. */
export async function getTv(): Promise<Tv | null> {
  const { items } = await tvs({ type: CMS_TYPES.tv, limit: LIMITS.tvAndHomeContent, depth: 1 });
  const tv = items[0] ?? null;
  if (!tv || contentLocale() === DEFAULT_LOCALE) return tv;
  // Cosmic expands a relation to the object as stored, in the default language: on a translated
  // page the videos are read again, each in its own version of the page's language.
  const slugs = [tv.featured, ...tv.suggestions].flatMap((video) => (video ? [video.slug] : []));
  if (slugs.length === 0) return tv;
  const { items: translated } = await videos({
    type: CMS_TYPES.videos,
    query: { slug: { $in: slugs } },
    limit: slugs.length,
  });
  const bySlug = new Map(translated.map((video) => [video.slug, video]));
  const inLanguage = (video: Video) => bySlug.get(video.slug) ?? video;
  return {
    ...tv,
    featured: tv.featured && inLanguage(tv.featured),
    suggestions: tv.suggestions.map(inLanguage),
  };
}

export async function getVideoBySlug(slug: string): Promise<Video | null> {
  const { items } = await videos({ type: CMS_TYPES.videos, query: { slug }, limit: 1 });
  return items[0] ?? null;
}

export async function getVideos(limit: number = LIMITS.defaultDetail): Promise<Video[]> {
  const { items } = await videos({ type: CMS_TYPES.videos, limit, sort: "-created_at" });
  return items;
}

export const galleryWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  metadata: z
    .object({ photos: lenient(z.array(z.unknown())), caption: text, date: text })
    .loose()
    .default({}),
});

const galleries = defineQuery(
  "gallery",
  galleryWireSchema,
  (wire): PhotoGallery => ({
    slug: wire.slug,
    title: wire.title,
    caption: wire.metadata.caption ?? "",
    date: wire.metadata.date ?? "",
    photos: (wire.metadata.photos ?? []).flatMap((photo) => {
      const parsed = imageSchema.safeParse(photo);
      return parsed.success ? [parsed.data] : [];
    }),
  }),
);

export async function getPhotoGallery(slug: string): Promise<PhotoGallery | null> {
  const { items } = await galleries({ type: CMS_TYPES.photoGalleries, query: { slug }, limit: 1 });
  return items[0] ?? null;
}
