import type { DemoBuilder } from "./builder.ts";
import translations from "./prose/spanish.json" with { type: "json" };

/**
 * Spanish versions of part of the demo content, the way Cosmic's localisation stores them: a
 * second object with the same type and slug, `locale: "es"`, and its own text. The rest stays
 * English only, so the site's fallback to the default language shows too.
 */
export function addSpanishVersions(b: DemoBuilder) {
  for (const { type, slug, title, content, metadata } of translations) {
    b.translate(type, slug, "es", { title, content, metadata });
  }
}
