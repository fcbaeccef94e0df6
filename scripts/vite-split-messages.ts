import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { readCatalog } from "./catalogs.ts";

/**
 * The browser's message catalogs, split by what the built code uses (docs/decisions/0035, 0065):
 * every page downloads the common catalog of its language, the messages the shell chunk's
 * modules use, and every other chunk carries, in both languages, the messages its own built
 * code looks up. Words a loader, an action or any server-only module uses are not in a browser
 * chunk, so they cost the browser nothing wherever they are written. The server still reads
 * the whole catalogs (app/i18n/catalogs.server.ts).
 */
const LOCALES = ["en", "es"] as const;
const COMMON = "virtual:common-messages/";
/** The global the shell sets to take a chunk's messages (app/i18n/i18n.ts, `addMessages`). */
const ADD_MESSAGES = "__addMessages";
/**
 * How a message id appears in built code: Lingui's macros compile every lookup, `<Trans>` and
 * `msg` descriptor to an object `{ id: "..." }`. Another object whose `id` happens to equal a
 * message id only brings that message along, never loses one.
 */
const MESSAGE_ID = /\bid:\s*[`"']([\w$+/=-]{6})[`"']/g;

/** What the common catalogs are until their chunks are rendered. */
const COMMON_MARK = "__commonMessages";
const COMMON_PLACEHOLDER = new RegExp(`\\{\\s*${COMMON_MARK}:\\s*[\`"'](en|es)[\`"']\\s*\\}`);

type Compiled = Record<(typeof LOCALES)[number], Map<string, unknown>>;

/** Both catalogs compiled: each language's text (English where a message has no Spanish). */
async function compileCatalogs(root: string): Promise<Compiled> {
  const compiled: Compiled = { en: new Map(), es: new Map() };
  for (const locale of LOCALES) {
    for (const { id, message, translation } of await readCatalog(locale, root)) {
      if (!message) continue;
      if (locale === "es" && !translation) throw new Error(`no Spanish for "${message}"`);
      compiled[locale].set(id, compileMessage(translation || message));
    }
  }
  return compiled;
}

export const messageIdsIn = (code: string): Set<string> =>
  new Set(Array.from(code.matchAll(MESSAGE_ID), (match) => match[1] ?? ""));

function catalogOf(compiled: Compiled, locale: (typeof LOCALES)[number], ids: Iterable<string>) {
  const messages: Record<string, unknown> = {};
  for (const id of ids) {
    const message = compiled[locale].get(id);
    if (message !== undefined) messages[id] = message;
  }
  return messages;
}

/** The shell chunk's name (vite.config.ts): its modules' messages are the common catalog. */
export function splitMessages(shellChunk: string): Plugin {
  let root = process.cwd();
  let building = false;
  let catalogs: Promise<Compiled> | null = null;
  const compiled = () => {
    catalogs ??= compileCatalogs(root);
    return catalogs;
  };
  /** The message ids in each browser module's code after every transform (loaders removed). */
  const idsByModule = new Map<string, Set<string>>();
  let common: Set<string> | null = null;
  return {
    name: "split-messages",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    watchChange(id) {
      if (id.endsWith(".po")) catalogs = null;
    },
    resolveId(id) {
      return id.startsWith(COMMON) ? `\0${id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${COMMON}`)) return null;
      const locale = id.slice(`\0${COMMON}`.length, -".js".length) === "es" ? "es" : "en";
      const all = await compiled();
      // The dev server has no chunks: its pages get the whole language.
      if (!building)
        return `export const messages = ${JSON.stringify(catalogOf(all, locale, all[locale].keys()))};`;
      // Filled in once the chunks exist (renderChunk below), from the shell's modules.
      return `export const messages = { ${COMMON_MARK}: "${locale}" };`;
    },
    transform: {
      order: "post",
      handler(code, id) {
        if (building && this.environment.name === "client") idsByModule.set(id, messageIdsIn(code));
        return null;
      },
    },
    async renderChunk(code, chunk, _options, meta) {
      if (!building || this.environment.name !== "client") return null;
      const all = await compiled();
      if (!common) {
        const shell = Object.values(meta.chunks).find((other) => other.name === shellChunk);
        common = new Set(shell?.moduleIds.flatMap((id) => [...(idsByModule.get(id) ?? [])]));
      }
      const commonIds = common;
      const placeholder = COMMON_PLACEHOLDER.exec(code);
      if (placeholder) {
        const locale = placeholder[1] === "es" ? "es" : "en";
        return code.replace(placeholder[0], JSON.stringify(catalogOf(all, locale, commonIds)));
      }
      if (chunk.name === shellChunk) return null;
      const own = [...messageIdsIn(code)].filter((id) => !commonIds.has(id) && all.en.has(id));
      if (own.length === 0) return null;
      const byLocale = LOCALES.map(
        (locale) => `${locale}:${JSON.stringify(catalogOf(all, locale, own))}`,
      );
      // Imports are hoisted: the shell, which sets the global, has run before this line.
      return { code: `globalThis.${ADD_MESSAGES}({${byLocale.join(",")}});\n${code}`, map: null };
    },
  };
}
