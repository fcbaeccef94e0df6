import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { msg, plural } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n.ts";
import "./catalogs.server.ts";

/** Each message of a .po catalog: its source text and its translation. */
function catalog(locale: "en" | "es"): { id: string; translation: string }[] {
  const text = readFileSync(resolve(import.meta.dirname, `catalogs/${locale}.po`), "utf8");
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, part]) => JSON.parse(`"${part}"`)).join("");
  return [...text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, id = "", translation = ""]) => ({
      id: unquote(id),
      translation: unquote(translation),
    }))
    .filter(({ id }) => id !== "");
}

/** Words that follow a number when something is counted, in either language. */
const COUNTED =
  /\{(\d+|count|total|n|\w+Count|more\w*)\} (?:more )?(?:results?|dates?|parties|party|DJs?|clubs?|articles?|venues?|listeners?|monthly|photos?|sets?|nights?|items?|saved|resultados?|fechas?|fiestas?|lugares|artículos|guardad[ao]s?)\b/;
/** Placeholders that are counts by their name. */
const COUNT_NAME = /^(count|total|n|\w+Count|more\w*)$/;

/** The text outside every `{x, plural, ...}` of a message: where a bare count would be. */
function outsidePlurals(message: string): string {
  let outside = "";
  let depth = 0;
  let pluralDepth = -1;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "{") {
      if (pluralDepth < 0 && /^\{\w+, plural,/.test(message.slice(i))) pluralDepth = depth;
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === pluralDepth) {
        pluralDepth = -1;
        continue;
      }
    }
    if (pluralDepth < 0) outside += char;
  }
  return outside;
}

describe("counted phrases", () => {
  it("every phrase that counts something has plural forms, in both catalogs", () => {
    const bare: string[] = [];
    for (const locale of ["en", "es"] as const) {
      for (const { id, translation } of catalog(locale)) {
        for (const text of locale === "en" ? [id] : [translation]) {
          const outside = outsidePlurals(text);
          const counted = COUNTED.exec(outside);
          const named = [...outside.matchAll(/\{(\w+)\}/g)].some(
            ([, name = ""]) =>
              COUNT_NAME.test(name) && !new RegExp(` (of|de) \\{${name}\\}`).test(outside),
          );
          if (counted || named) bare.push(`${locale}: ${text}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });

  it("translates each plural message with its own plural forms", () => {
    const spanish = new Map(catalog("es").map(({ id, translation }) => [id, translation]));
    const plurals = catalog("en").filter(({ id }) => /\{\w+, plural,/.test(id));
    expect(plurals.length).toBeGreaterThan(5);
    for (const { id } of plurals) {
      const translation = spanish.get(id) ?? "";
      expect(translation, id).toMatch(/\{\w+, plural, one \{.*\} other \{.*\}\}/);
    }
  });

  it("says one and many in both languages", () => {
    // The same variable names as in the site's code: they are part of the message.
    const moreDatesOf = (moreDates: number) =>
      msg({ message: plural(moreDates, { one: "# more date", other: "# more dates" }) });
    expect(i18nFor("en")._(moreDatesOf(1))).toBe("1 more date");
    expect(i18nFor("en")._(moreDatesOf(3))).toBe("3 more dates");
    expect(i18nFor("es")._(moreDatesOf(1))).toBe("1 fecha más");
    expect(i18nFor("es")._(moreDatesOf(3))).toBe("3 fechas más");
    const listenersOf = (listeners: number) =>
      msg({
        message: plural(listeners, {
          one: "# monthly listener on Spotify",
          other: "# monthly listeners on Spotify",
        }),
      });
    expect(i18nFor("es")._(listenersOf(12345))).toBe("12,345 oyentes mensuales en Spotify");
  });
});
