import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { Venue } from "#app/domain/content-types.ts";
import { contentLangAttribute } from "#app/i18n/locales.ts";

/** The venue's picture, its own words from the CMS, and its video. */
export function VenueStory({
  venue,
  record,
  name,
}: {
  venue: Venue | null;
  record: DirectoryRecord | null;
  name: string;
}) {
  return (
    <div>
      {venue?.image && (
        <ResponsiveImage
          image={venue.image}
          alt={name}
          width={1200}
          height={800}
          sizes="(min-width: 1024px) 700px, 100vw"
          className="mb-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      {venue?.description && (
        <CmsHtml
          html={venue.description}
          lang={contentLangAttribute(venue)}
          className="text-lg text-zinc-100"
        />
      )}
      {venue?.content && venue.content !== venue.description && (
        <CmsHtml
          html={venue.content}
          lang={contentLangAttribute(venue)}
          className="text-zinc-200"
        />
      )}
      {record?.video?.youtube && (
        <div className="mt-8">
          <VideoFacade
            videoId={record.video.id}
            title={record.video.title || name}
            poster={record.video.poster || venue?.image?.url}
          />
        </div>
      )}
    </div>
  );
}
