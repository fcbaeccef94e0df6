import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { formatter } from "@lingui/format-po";

/** One message of a catalog, as the site's build, the demo generator and the tests read it. */
export interface CatalogMessage {
  /** Lingui's id (generated from the English, as the macros and `directoryText` make it). */
  id: string;
  /** The English source. */
  message: string;
  /** The catalog language's text; empty while it has none. */
  translation: string;
  /** The files that use it, as the catalog lists them (relative to the project). */
  origins: string[];
}

const ROOT = resolve(import.meta.dirname, "..");

/**
 * The messages of one catalog (`app/i18n/catalogs/{locale}.po`), read with Lingui's own PO
 * formatter: the one reader of the catalogs outside Lingui's tools.
 */
export async function readCatalog(locale: string, root = ROOT): Promise<CatalogMessage[]> {
  const file = resolve(root, "app/i18n/catalogs", `${locale}.po`);
  const catalog = await formatter().parse(await readFile(file, "utf8"), {
    locale,
    sourceLocale: "en",
    filename: file,
  });
  return Object.entries(catalog).map(([id, entry]) => ({
    id,
    message: entry.message ?? "",
    translation: entry.translation ?? "",
    origins: (entry.origin ?? []).map(([origin]) => origin),
  }));
}
