import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * React Router's client instrumentation (`unstable_instrumentations`, for tracing tools) is
 * called on every navigation but does nothing unless a router is given instrumentations, which
 * this site never does. In the browser build its module is replaced by functions that do nothing,
 * which is what it does here anyway: 1.4 KB gzip less on every page (docs/decisions/0039). The
 * server keeps the real module. A React Router upgrade that changes what the module exports
 * fails the build here instead of breaking navigation.
 */
const INSTRUMENTATION =
  /react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]instrumentation\.js$/;
const STUB_EXPORTS = [
  "consumeInstrumentationClientResultMetaReceiver",
  "getRouteInstrumentationUpdates",
  "instrumentClientSideRouter",
  "instrumentHandler",
  "instrumentationResultMetaContext",
];
const STUB = `
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const getRouteInstrumentationUpdates = () => ({});
export const instrumentClientSideRouter = (router) => router;
export const instrumentHandler = (handler) => handler;
export const instrumentationResultMetaContext = undefined;
`;

function exportedNames(source: string): string[] {
  const list = /export\s*\{([^}]*)\}\s*;?\s*$/m.exec(source)?.[1] ?? "";
  return list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

/**
 * React Router's Link, NavLink and Form stay in every bundle that imports React Router, used or
 * not: they are made by `forwardRef` calls and given a `displayName` at the top of the module,
 * which a bundler must keep. The site's links are plain anchors (app/i18n/links.tsx), so in the
 * browser build the calls are marked pure and the names dropped, and the unused components go.
 */
const DOM_LIB = /react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/;
const NAMED_COMPONENTS = ["Link", "NavLink", "Form"];

function withRemovableComponents(source: string): string {
  let result = source;
  for (const name of NAMED_COMPONENTS) {
    const declaration = `const ${name} = React$1.forwardRef(`;
    const naming = `\n${name}.displayName = "${name}";\n`;
    if (!result.includes(declaration) || !result.includes(naming)) {
      throw new Error(
        `client-trims: React Router's ${name} is no longer declared as expected; update scripts/vite-client-trims.ts`,
      );
    }
    result = result
      .replace(declaration, `const ${name} = /* @__PURE__ */ React$1.forwardRef(`)
      .replace(naming, "\n");
  }
  return result;
}

/**
 * Vite wraps every `import()` in a helper that first fetches the imported chunk's dependencies
 * and stylesheets (0.8 KB gzip on every page). With module preloads off (vite.config.ts) it has
 * nothing to fetch: split-off code imports its scripts by itself, and brings no stylesheet of
 * its own (the guard below fails the build if one does). So the helper just calls the import.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const PLAIN_PRELOAD_HELPER = "export const __vitePreload = (load) => load();";

export function clientTrims(): Plugin {
  return {
    name: "client-trims",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.name !== "client" || !DOM_LIB.test(id)) return null;
      return { code: withRemovableComponents(code), map: null };
    },
    load(id) {
      if (this.environment.name !== "client") return null;
      if (id === PRELOAD_HELPER) return PLAIN_PRELOAD_HELPER;
      if (!INSTRUMENTATION.test(id)) return null;
      const actual = exportedNames(readFileSync(id, "utf8"));
      if (actual.join() !== [...STUB_EXPORTS].sort().join()) {
        throw new Error(
          `client-trims: React Router's instrumentation module now exports ${actual.join(", ")}; update scripts/vite-client-trims.ts`,
        );
      }
      return STUB;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const routeModules = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" && file.isEntry ? [file.fileName] : [],
        ),
      );
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        // Code loaded on demand must not be bundled into what every page loads up front.
        const eager = file.dynamicImports.filter((name) => /(^|\/)shell-[\w-]+\.js$/.test(name));
        if (eager.length > 0) {
          this.error(
            `client-trims: ${file.fileName} loads on demand a module that is in the shell chunk; list it in ON_DEMAND (vite.config.ts)`,
          );
        }
        if (!file.isDynamicEntry || routeModules.has(file.fileName)) continue;
        const styles = [...(file.viteMetadata?.importedCss ?? [])].filter(
          (css) => !css.includes("/shell-"),
        );
        if (styles.length > 0) {
          this.error(
            `client-trims: ${file.fileName} imports ${styles.join(", ")}; split-off code must add its stylesheet itself (see app/components/ui/interactive-map.ts)`,
          );
        }
      }
    },
  };
}
