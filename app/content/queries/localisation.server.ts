import { valuesWithinUrl } from "#app/domain/pagination.ts";
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
 * A translation is a second object with an id of its own, but relations (a party's artists, a
 * brand's parties) point at the original: the localized object keeps the original's id, so a
 * Spanish DJ page finds the DJ's parties as the English one does.
 */
function withOriginalId(translation: unknown, original: unknown): unknown {
  const id = wireText(original, "id");
  return id !== undefined && typeof translation === "object" && translation !== null
    ? { ...translation, id }
    : translation;
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
    const version = withOriginalId(translation, object);
    translated.add(version);
    return version;
  });
  return { page: { ...page, objects }, isTranslated: (object) => translated.has(object) };
}
