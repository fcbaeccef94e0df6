import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { env } from "#app/config/env.server.ts";
import { areaName, areaSlugOf, SITE_NAME } from "#app/config/site.ts";
import { followUrls } from "#app/domain/follow-urls.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

/** A feed as a visitor follows it: subscribed in their calendar app, not copied once. */
export interface FollowLinks {
  label: string;
  /** webcal://: an iPhone, a Mac or desktop Outlook subscribes (an https .ics link only imports once). */
  webcal: string;
  /** Google Calendar's "add by URL", with the same feed. */
  google: string;
  /** Outlook on the web's "add from web", with the same feed. */
  outlook: string;
  /** The feed itself over https, for any other app or reader. */
  feed: string;
  /** The Follow menu's words (issue 65), worded here so the page's script carries none. */
  words: FollowWords;
  /** The same parties for a feed reader (Atom), where the feed has one. */
  atom?: { href: string; label: string };
}

export interface FollowWords {
  apple: string;
  newTab: string;
  feedLabel: string;
  copy: string;
  copied: string;
  notCopied: string;
}

/** The Follow menu's words in the page's language. */
export function followWords(i18n: I18n): FollowWords {
  return {
    apple: t(i18n)`Apple Calendar (iPhone, Mac)`,
    newTab: t(i18n)`(opens in a new tab)`,
    feedLabel: t(i18n)`Feed link (.ics)`,
    copy: t(i18n)`Copy link`,
    copied: t(i18n)`Link copied`,
    notCopied: t(i18n)`Could not copy the link: hold the feed link above to copy it.`,
  };
}

/**
 * The follow links of a feed at `path` (issue 65), worded and made here so the page's script
 * carries neither the words nor the URL building: `label` says what is followed, `name` is the
 * calendar's name where an app asks for one (Outlook on the web), `atom` the same parties' Atom
 * feed where it has one.
 */
export function followLinks(
  feed: { path: string; label: string; name: string; atom?: string },
  { locale, i18n }: { locale: Locale; i18n: I18n },
): FollowLinks {
  const url = `${env().SITE_URL}${localizedPath(locale, feed.path)}`;
  return {
    label: feed.label,
    ...followUrls(url, feed.name === SITE_NAME ? SITE_NAME : `${feed.name} · ${SITE_NAME}`),
    words: followWords(i18n),
    ...(feed.atom
      ? {
          atom: {
            href: `${env().SITE_URL}${localizedPath(locale, feed.atom)}`,
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
      {
        path: "/feeds/parties.ics",
        label: t(context.i18n)`Follow every party in your calendar`,
        name: SITE_NAME,
      },
      context,
    );
  }
  const name = areaName(area, context.locale);
  return followLinks(
    {
      path: `/feeds/areas/${area}/calendar.ics`,
      label: t(context.i18n)`Follow the parties in ${name} in your calendar`,
      name,
      atom: `/feeds/areas/${area}/atom.xml`,
    },
    context,
  );
}

/** An area's Atom feed as its calendar page's head names it (none for every area at once). */
export function areaAtomFeed(
  value: string | undefined,
  context: { locale: Locale; i18n: I18n },
): { title: string; path: string } | undefined {
  const area = areaSlugOf(value);
  if (!area) return undefined;
  const name = areaName(area, context.locale);
  return { title: t(context.i18n)`Parties in ${name}`, path: `/feeds/areas/${area}/atom.xml` };
}
