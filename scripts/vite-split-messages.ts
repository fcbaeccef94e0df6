import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { Plugin } from "vite";

/**
 * The browser's message catalogs, split (docs/decisions/0034): every page downloads the common
 * messages of its language (those of the shell and shared components), and each route module
 * carries its own messages in both languages. Messages only routes use are most of the
 * catalog, so a page no longer downloads every other page's words. The server still reads the
 * whole catalogs (app/i18n/catalogs.server.ts).
 */
const LOCALES = ["en", "es"] as const;
const COMMON = "virtual:common-messages/";
const ROUTE = "virtual:route-messages";
const ROUTES_DIR = "app/routes/";

interface Entry {
  id: string;
  translation: Record<string, string>;
  origins: string[];
}

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** The messages of the catalogs (app/i18n/catalogs/{locale}.po): id, translations, files using them. */
function readCatalogs(root: string): Entry[] {
  const entries = new Map<string, Entry>();
  for (const locale of LOCALES) {
    const text = readFileSync(resolve(root, `app/i18n/catalogs/${locale}.po`), "utf8");
    for (const block of text.split(/\n\n+/)) {
      const origins: string[] = [];
      let field: "msgid" | "msgstr" | null = null;
      const value = { msgid: "", msgstr: "" };
      for (const line of block.split("\n")) {
        if (line.startsWith("#: ")) origins.push(...line.slice(3).split(" "));
        else if (line.startsWith("msgid ")) field = "msgid";
        else if (line.startsWith("msgstr ")) field = "msgstr";
        else if (!line.startsWith('"')) continue;
        if (field && (line.startsWith("msg") || line.startsWith('"')))
          value[field] += unquote(line);
      }
      if (!value.msgid) continue;
      const id = generateMessageId(value.msgid);
      const entry: Entry = entries.get(id) ?? { id, translation: {}, origins };
      if (locale === "es" && !value.msgstr) throw new Error(`no Spanish for "${value.msgid}"`);
      entry.translation[locale] = value.msgstr || value.msgid;
      entries.set(id, entry);
    }
  }
  return [...entries.values()];
}

const isRouteOnly = (entry: Entry) => entry.origins.every((file) => file.startsWith(ROUTES_DIR));

function compiled(entries: readonly Entry[], locale: string): string {
  const messages = Object.fromEntries(
    entries.map((entry) => [entry.id, compileMessage(entry.translation[locale] ?? "")]),
  );
  return JSON.stringify(messages);
}

export function splitMessages(): Plugin {
  let root = process.cwd();
  let entries: Entry[] | null = null;
  const catalog = () => {
    entries ??= readCatalogs(root);
    return entries;
  };
  return {
    name: "split-messages",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      if (id.endsWith(".po")) entries = null;
    },
    resolveId(id) {
      if (id.startsWith(COMMON)) return `\0${id}.js`;
      if (id.startsWith(ROUTE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id.startsWith(`\0${COMMON}`)) {
        const locale = id.slice(`\0${COMMON}`.length, -".js".length);
        return `export const messages = ${compiled(
          catalog().filter((entry) => !isRouteOnly(entry)),
          locale,
        )};`;
      }
      if (id.startsWith(`\0${ROUTE}`)) {
        const file = new URLSearchParams(id.slice(id.indexOf("?"))).get("file") ?? "";
        const own = catalog().filter((entry) => isRouteOnly(entry) && entry.origins.includes(file));
        const byLocale = LOCALES.map((locale) => `${locale}: ${compiled(own, locale)}`);
        return `export const messages = { ${byLocale.join(", ")} };`;
      }
      return null;
    },
    // In the browser build, each route module registers its own messages as it loads.
    transform(code, id) {
      if (this.environment.name !== "client") return null;
      const file = relative(root, id.split("?")[0] ?? "");
      if (!file.startsWith(ROUTES_DIR) || !file.endsWith(".tsx")) return null;
      const imports = [
        `import { messages as __routeMessages } from "${ROUTE}?file=${encodeURIComponent(file)}";`,
        `import { addMessages as __addMessages } from "#app/i18n/i18n.ts";`,
        "__addMessages(__routeMessages);",
      ];
      return { code: `${imports.join("\n")}\n${code}`, map: null };
    },
  };
}
