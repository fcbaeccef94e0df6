import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { createSite } from "./server-build.ts";

export function isServerBuild(value: unknown): value is ServerBuild {
  return (
    typeof value === "object" &&
    value !== null &&
    "routes" in value &&
    "entry" in value &&
    "assets" in value
  );
}

/** The one server bundle (server/server-build.ts): React Router's build and the site on it. */
export type ServerBundle = ServerBuild & { createSite: typeof createSite };

function isServerBundle(value: unknown): value is ServerBundle {
  return isServerBuild(value) && "createSite" in value && typeof value.createSite === "function";
}

/** Loads the server bundle written by `npm run build` (build/server/index.js). */
export async function loadServerBuild(path: string): Promise<ServerBundle> {
  let module: unknown;
  try {
    module = await import(pathToFileURL(path).href);
  } catch (error) {
    throw new Error(`no server build at ${path}: run "npm run build" first (${String(error)})`);
  }
  if (!isServerBundle(module)) throw new Error(`${path} is not this site's server bundle`);
  return module;
}
