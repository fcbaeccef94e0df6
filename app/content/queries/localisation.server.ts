import { valuesWithinUrl } from "#app/domain/page-numbers.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ObjectsPage, ObjectsRequest } from "../cosmic/cms-service.ts";
import { wireText } from "./wire-fields.server.ts";

/**
 * Cosmic's localisation (docs/decisions/0033): a translated object is a second object with the
 * same slug and its own `locale`. Lists and details read the default language (untranslated
 * buckets have no locale at all, which this matches too); on Spanish pages each object is then
 * swapped for its Spanish version when there is one, found by slug in one more call (a detail by
 * slug reads both versions in its one call). This query holds the originals, not translations.
 */
export const DEFAULT_LANGUAGE = { locale: { $ne: "es" } };

type Objects = (request: ObjectsRequest) => Promise<ObjectsPage>;

const slugOf = (object: unknown) => wireText(object, "slug");

/** The translations of a page's objects, asked by slug in a few calls at once (URLs within 4 KB). */
export async function translationsOf(
  page: ObjectsPage,
  request: ObjectsRequest,
  locale: Locale,
  objects: Objects,
): Promise<unknown[]> {
  const slugs = [...new Set(page.objects.map(slugOf).filter((slug) => slug !== undefined))];
  const answers = await Promise.all(
    valuesWithinUrl(slugs).map((group) =>
      objects({
        type: request.type,
        query: { locale, slug: { $in: group } },
        props: request.props,
        limit: group.length,
        ...(request.depth ? { depth: request.depth } : {}),
      }),
    ),
  );
  return answers.flatMap((answer) => answer.objects);
}

/** A detail read in both languages in one call, split into its originals and its translations. */
export function detailVersions(
  page: ObjectsPage,
  locale: Locale,
): { originals: ObjectsPage; translations: unknown[] } {
  const isTranslation = (object: unknown) => wireText(object, "locale") === locale;
  const originals = page.objects.filter((object) => !isTranslation(object));
  return {
    originals: { ...page, objects: originals, total: originals.length },
    translations: page.objects.filter(isTranslation),
  };
}

/**
 * The fields that say when, whether, where and with whom, and how to book: Cosmic copies them
 * into a translation once, when the locale is added, and an editor who later moves or cancels a
 * party saves the default language only. A Spanish page reads them from the original, or it
 * would keep a cancelled party on (a wrong answer); the translation gives the words.
 */
const ORIGINAL_FACTS = [
  "date",
  "start_time",
  "end_time",
  "event_status",
  "previous_date",
  "area",
  "venue",
  "artist",
  "brand",
  "tickets_link",
  "reservations_link",
  "event_link",
  "link",
  "min_age",
  "show_in_main_page",
  "show_in_calendar",
  "hide_from_calendar",
  "latitude",
  "longitude",
] as const;

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;

/** The later of two saves (a feed's LAST-MODIFIED and SEQUENCE move when either is saved). */
function laterSave(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || Number.isNaN(Date.parse(a))) return b;
  if (b === undefined || Number.isNaN(Date.parse(b))) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * A translation as a page shows it: its words, the original's facts, and the original's id
 * (relations, a party's artists or a brand's parties, point at the original, so a Spanish DJ
 * page finds the DJ's parties as the English one does).
 */
function withOriginalFacts(translation: unknown, original: unknown): unknown {
  const version = recordOf(translation);
  const source = recordOf(original);
  if (!version || !source) return translation;
  const id = wireText(original, "id");
  if (id !== undefined) version.id = id;
  const saved = laterSave(wireText(original, "modified_at"), wireText(translation, "modified_at"));
  if (saved !== undefined) version.modified_at = saved;
  const words = recordOf(version.metadata);
  const facts = recordOf(source.metadata);
  if (words && facts) {
    for (const field of ORIGINAL_FACTS) {
      if (field in facts) words[field] = facts[field];
      else delete words[field];
    }
    version.metadata = words;
  }
  return version;
}

/** The page with each object swapped for its translation where there is one, and which were. */
export function localizedPage(
  page: ObjectsPage,
  translations: readonly unknown[],
): { page: ObjectsPage; isTranslated: (object: unknown) => boolean } {
  const bySlug = new Map(translations.map((object) => [slugOf(object), object]));
  const translated = new Set<unknown>();
  const objects = page.objects.map((object) => {
    const translation = bySlug.get(slugOf(object));
    if (translation === undefined) return object;
    const version = withOriginalFacts(translation, object);
    translated.add(version);
    return version;
  });
  return { page: { ...page, objects }, isTranslated: (object) => translated.has(object) };
}
