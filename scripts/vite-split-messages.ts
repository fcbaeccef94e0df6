import { relative } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { readCatalog } from "./catalogs.ts";

/**
 * The browser's message catalogs, split (docs/decisions/0034, 0039): every page downloads the
 * common messages of its language (those of the shell and the modules every page shares), and
 * each route module or split-off component carries its own messages in both languages, so a
 * page downloads no other page's words. Messages of server-only modules never reach the browser.
 * The server still reads the whole catalogs (app/i18n/catalogs.server.ts).
 */
const LOCALES = ["en", "es"] as const;
const COMMON = "virtual:common-messages/";
const ROUTE = "virtual:route-messages";
/**
 * Modules that carry their own messages unless they are part of the shell chunk: routes,
 * components in any folder of app/components/ (ui, a page's sections such as event/), and the
 * shell's parts loaded on demand (the menu and its sections).
 */
const CARRIES_MESSAGES = /^app\/(routes|components\/[\w-]+|directory|my-night)\/.+\.tsx?$/;

interface Entry {
  id: string;
  translation: Record<string, string>;
  origins: string[];
}

/** The messages of both catalogs: id, each language's text, files using them. */
async function readCatalogs(root: string): Promise<Entry[]> {
  const entries = new Map<string, Entry>();
  for (const locale of LOCALES) {
    for (const { id, message, translation, origins } of await readCatalog(locale, root)) {
      if (!message) continue;
      const entry: Entry = entries.get(id) ?? { id, translation: {}, origins };
      if (locale === "es" && !translation) throw new Error(`no Spanish for "${message}"`);
      entry.translation[locale] = translation || message;
      entries.set(id, entry);
    }
  }
  return [...entries.values()];
}

/**
 * Modules that never reach the browser (the server's, and tests: a message a test also uses is
 * no reason for every page to carry it), and the directory's copy (extracted from its records by
 * lingui.config.ts, translated by the server in words.server.ts): their words stay out of its
 * catalogs.
 */
const SERVER_ONLY =
  /(\.server\.tsx?$|\.test\.tsx?$|^app\/link-previews\/|^app\/directory\/records\.ts$)/;
const isServerOnly = (entry: Entry) => entry.origins.every((file) => SERVER_ONLY.test(file));

function compiled(entries: readonly Entry[], locale: string): string {
  const messages = Object.fromEntries(
    entries.map((entry) => [entry.id, compileMessage(entry.translation[locale] ?? "")]),
  );
  return JSON.stringify(messages);
}

/**
 * `isShellModule` says which modules go into the shell chunk (vite.config.ts): their messages
 * are in every page's common catalog, whoever else uses them.
 */
export function splitMessages(isShellModule: (file: string) => boolean): Plugin {
  let root = process.cwd();
  let entries: Promise<Entry[]> | null = null;
  const catalog = () => {
    entries ??= readCatalogs(root);
    return entries;
  };
  const carries = (file: string) => CARRIES_MESSAGES.test(file) && !isShellModule(`/${file}`);
  /** Messages every module that uses them carries itself (or that only the server uses). */
  const isCarried = (entry: Entry) =>
    entry.origins.every((file) => carries(file) || SERVER_ONLY.test(file));
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
    async load(id) {
      if (id.startsWith(`\0${COMMON}`)) {
        const locale = id.slice(`\0${COMMON}`.length, -".js".length);
        return `export const messages = ${compiled(
          (await catalog()).filter((entry) => !isCarried(entry) && !isServerOnly(entry)),
          locale,
        )};`;
      }
      if (id.startsWith(`\0${ROUTE}`)) {
        const file = new URLSearchParams(id.slice(id.indexOf("?"))).get("file") ?? "";
        const own = (await catalog()).filter(
          (entry) => isCarried(entry) && entry.origins.includes(file),
        );
        const byLocale = LOCALES.map((locale) => `${locale}: ${compiled(own, locale)}`);
        return `export const messages = { ${byLocale.join(", ")} };`;
      }
      return null;
    },
    // In the browser build, each module that carries messages registers them as it loads.
    async transform(code, id) {
      if (this.environment.name !== "client") return null;
      const file = relative(root, id.split("?")[0] ?? "");
      if (!carries(file)) return null;
      const known = await catalog();
      if (!known.some((entry) => isCarried(entry) && entry.origins.includes(file))) return null;
      const imports = [
        `import { messages as __routeMessages } from "${ROUTE}?file=${encodeURIComponent(file)}";`,
        `import { addMessages as __addMessages } from "#app/i18n/i18n.ts";`,
        "__addMessages(__routeMessages);",
      ];
      return { code: `${imports.join("\n")}\n${code}`, map: null };
    },
  };
}
