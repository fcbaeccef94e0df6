import { useLingui } from "@lingui/react/macro";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import type { Party } from "#app/domain/content-types.ts";

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
          <VideoFacade videoId={party.videoId} title={party.title} poster={party.image?.url} />
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
