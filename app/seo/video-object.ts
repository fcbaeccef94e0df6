import type { VideoObject, WithContext } from "schema-dts";
import { SITE_NAME } from "#app/config/site.ts";
import type { Video } from "#app/domain/editorial-types.ts";

/** schema.org VideoObject with the properties Google requires (name, thumbnailUrl, uploadDate). */
export function videoObject(
  video: Video,
  pageUrl: string,
  fallbackImage: string,
): WithContext<VideoObject> {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.caption || `${video.title}, from ${SITE_NAME}.`,
    thumbnailUrl: [video.image?.url ?? fallbackImage],
    uploadDate: video.publishedAt || new Date(0).toISOString(),
    url: pageUrl,
    ...(video.videoId
      ? { embedUrl: `https://www.youtube-nocookie.com/embed/${video.videoId}` }
      : {}),
  };
}
