import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { directoryCopy } from "./copy.ts";
import { DIRECTORY } from "./records.ts";
import { directoryText, localizedRecord } from "./words.server.ts";

/** Every text of the directory a visitor reads: captions, areas, tag values and descriptions. */
const texts = directoryCopy(DIRECTORY);

/** Words that are the same in Mexican Spanish: names, genres, loanwords. */
const SAME_IN_SPANISH = new Set([
  "Tulum",
  "Disco",
  "Mezcal",
  "Bossa nova",
  "Beach club",
  "Disco / house",
  "Techno / house",
  "House / techno",
]);

describe("the directory's words in Spanish", () => {
  it("has a Spanish text for every text of the directory", () => {
    const es = i18nFor("es");
    const untranslated = texts.filter(
      (text) => directoryText(es, text) === text && !SAME_IN_SPANISH.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("keeps English pages in the source's words", () => {
    const en = i18nFor("en");
    for (const text of texts) expect(directoryText(en, text)).toBe(text);
  });

  it("translates a record's copy, never its names, keys or links", () => {
    const record = DIRECTORY.find((entry) => entry.slug === "bonbonniere-tulum");
    if (!record) throw new Error("bonbonniere-tulum is in the directory");
    const spanish = localizedRecord(record, i18nFor("es"));
    expect(spanish.caption).toBe(
      "Club nocturno; los boletos y las mesas se venden en su propio sitio.",
    );
    // One name per part of town (issue 42): the beach strip is "Tulum Beach" everywhere.
    expect(spanish.area).toBe("Playa de Tulum");
    expect(spanish.tags.map((tag) => tag.label)).toEqual(record.tags.map((tag) => tag.label));
    expect(spanish.name).toBe(record.name);
    expect(spanish.route).toBe(record.route);
    // A text the catalogs do not know stays as it is, never a message id.
    expect(directoryText(i18nFor("es"), "Something new")).toBe("Something new");
  });
});
