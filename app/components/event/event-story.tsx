import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import type { Party } from "#app/domain/content-types.ts";

// Most parties have no video: its player's script loads only on the pages of those that do
// (rendered on the server all the same; hydrated once the script is in).
const VideoFacade = lazy(() =>
  loadChunk(() => import("#app/components/ui/video-facade.tsx")).then((module) => ({
    default: module.VideoFacade,
  })),
);

/** The party's own words: its story, what is good to know, its video and event page. */
export function EventStory({ party, lang }: { party: Party; lang: string | undefined }) {
  const { t } = useLingui();
  return (
    <div>
      {party.content && <CmsHtml html={party.content} lang={lang} className="text-zinc-100" />}
      {party.extraContent && (
        <section aria-labelledby="good-to-know" className="mt-6">
          <h2 id="good-to-know" className="mb-2 text-xl font-black">
            {t`Good to know`}
          </h2>
          <CmsHtml html={party.extraContent} lang={lang} />
        </section>
      )}
      {party.videoId && (
        <div className="mt-6">
          <Suspense fallback={null}>
            <VideoFacade videoId={party.videoId} title={party.title} poster={party.image?.url} />
          </Suspense>
        </div>
      )}
      {/^https?:\/\//.test(party.video) && (
        <NewTabLink href={party.video} className="link-accent mt-4 inline-block">
          {t`Watch the video`}
        </NewTabLink>
      )}
      {party.eventLink && (
        <NewTabLink href={party.eventLink} className="link-accent mt-4 ml-4 inline-block">
          {t`Event page`}
        </NewTabLink>
      )}
    </div>
  );
}
