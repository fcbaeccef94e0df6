import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { env } from "#app/config/env.server.ts";
import { areaName, areaSlugOf } from "#app/config/site.ts";
import { followUrls } from "#app/domain/follow-urls.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

/** A feed as a visitor follows it: subscribed in their calendar app, not copied once. */
export interface FollowLinks {
  label: string;
  /** webcal://: an iPhone, a Mac or Outlook subscribes (an https .ics link only imports once). */
  webcal: string;
  /** Google Calendar's "add by URL", with the same feed. */
  google: string;
  /** The feed itself over https, for any other app or reader. */
  feed: string;
  feedLabel: string;
  /** The same parties for a feed reader (Atom), where the feed has one. */
  atom?: { href: string; label: string };
}

/**
 * The follow links of a feed at `path` (issue 65), worded and made here so the page's script
 * carries neither the words nor the URL building.
 */
export function followLinks(
  path: string,
  label: string,
  { locale, i18n }: { locale: Locale; i18n: I18n },
  atomPath?: string,
): FollowLinks {
  return {
    label,
    ...followUrls(`${env().SITE_URL}${localizedPath(locale, path)}`),
    feedLabel: t(i18n)`Feed link (.ics)`,
    ...(atomPath
      ? {
          atom: {
            href: `${env().SITE_URL}${localizedPath(locale, atomPath)}`,
            label: t(i18n)`Feed reader (Atom)`,
          },
        }
      : {}),
  };
}

/** The list's area followed in a calendar app; every area's parties when it lists them all. */
export function areaFollowLinks(
  value: string | undefined,
  context: { locale: Locale; i18n: I18n },
): FollowLinks {
  const area = areaSlugOf(value);
  if (!area) {
    return followLinks(
      "/feeds/parties.ics",
      t(context.i18n)`Follow every party in your calendar`,
      context,
    );
  }
  const name = areaName(area, context.locale);
  return followLinks(
    `/feeds/areas/${area}/calendar.ics`,
    t(context.i18n)`Follow the parties in ${name} in your calendar`,
    context,
    `/feeds/areas/${area}/atom.xml`,
  );
}
