import type { DirectoryRecord } from "./schema.ts";

/**
 * The directory's visitor copy: every caption, part of town, tag value and tag description of
 * its records, once each. The one list both catalogs take the directory's messages from
 * (lingui.config.ts reads it out of records.ts at `npm run i18n:extract`) and that the pages
 * translate (words.server.ts).
 */
export function directoryCopy(records: readonly DirectoryRecord[]): string[] {
  const texts = records.flatMap((record) => [
    record.caption,
    record.area,
    ...record.tags.flatMap((tag) => [tag.value, tag.desc]),
  ]);
  return [...new Set(texts.filter(Boolean))];
}
