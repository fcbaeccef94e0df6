import { DIRECTORY } from "#app/directory/records.ts";
import { readCatalog } from "../catalogs.ts";
import type { DemoBuilder } from "./builder.ts";
import translations from "./prose/spanish.json" with { type: "json" };

/**
 * Spanish versions of the demo content, the way Cosmic's localisation stores them: a second
 * object with the same type and slug, `locale: "es"`, and its own text. Editors' prose is in
 * ./prose/spanish.json; the directory's venues say in Spanish what the site's catalog says for
 * their English copy (app/directory/records.ts, extracted into the catalogs by lingui.config.ts),
 * so the two never drift apart. Parties, DJs,
 * brands and the generated schedules are translated where they are made.
 */
export async function addSpanishVersions(b: DemoBuilder) {
  for (const { type, slug, title, content, metadata } of translations) {
    b.translate(type, slug, "es", { title, content, metadata });
  }
  const say = await directorySpanish();
  for (const record of DIRECTORY.filter((r) => r.kind !== "brand")) {
    const description = `<p>${say(record.caption)}</p>`;
    b.translate(record.kind === "beach-club" ? "beach-clubs" : "venues", record.slug, "es", {
      title: record.name,
      content: description,
      metadata: {
        description,
        tags: record.tags.map((tag) => say(tag.value)).join(", "),
        opening_hours: spanishHours(record.openingHours),
      },
    });
  }
}

/** Opening hours as the directory's records write them, and as a Mexican editor would. */
const SPANISH_HOURS: Record<string, string> = {
  "Disco Fri and Sat from 10PM; live music with dinner Wed, Thu and Sun":
    "Disco viernes y sábado desde las 22:00; música en vivo con la cena miércoles, jueves y domingo",
};

/** A record's hours in Spanish; the generator stops at hours nobody has written in Spanish yet. */
function spanishHours(english: string): string {
  if (!english) return "";
  const spanish = SPANISH_HOURS[english];
  if (!spanish) throw new Error(`no Spanish for the opening hours "${english}" (spanish.ts)`);
  return spanish;
}

/** The Spanish catalog's translation of an English directory text (the text itself if none). */
async function directorySpanish(): Promise<(english: string) => string> {
  const spanish = new Map<string, string>();
  for (const { message, translation } of await readCatalog("es")) {
    if (message && translation) spanish.set(message, translation);
  }
  return (english) => spanish.get(english) ?? english;
}
