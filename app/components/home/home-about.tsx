import { useLingui } from "@lingui/react/macro";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import type { HomeContent } from "#app/domain/editorial-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";

/** The guide in a few words, as editors wrote them (or the built-in ones), at home's end. */
export function HomeAbout({ hero }: { hero: HomeContent | null }) {
  const { t } = useLingui();
  const heroLang = hero ? contentLangAttribute(hero) : undefined;
  return (
    <section
      aria-label={t`About the guide`}
      className="mt-12 rounded-3xl bg-gradient-to-br from-teal-900 via-zinc-900 to-zinc-950 p-6 sm:p-8"
    >
      <h2 lang={heroLang} className="text-xl font-black tracking-tight sm:text-2xl">
        {hero?.title ?? t`${PRODUCT_NAME} nightlife`}
      </h2>
      {hero?.content ? (
        <CmsHtml html={hero.content} lang={heroLang} className="mt-2 max-w-3xl text-zinc-200" />
      ) : (
        <p className="mt-2 text-zinc-200">
          {t`Parties, clubs and DJs, with a human concierge a tap away.`}
        </p>
      )}
      <Link to={hero?.link || PATHS.calendar} className="btn btn-primary mt-4">
        {t`See the party calendar`}
      </Link>
    </section>
  );
}
