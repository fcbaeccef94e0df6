import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export function isServerBuild(value: unknown): value is ServerBuild {
  return (
    typeof value === "object" &&
    value !== null &&
    "routes" in value &&
    "entry" in value &&
    "assets" in value
  );
}

/** Loads the production build written by `react-router build`. */
export async function loadServerBuild(path: string): Promise<ServerBuild> {
  let module: unknown;
  try {
    module = await import(pathToFileURL(path).href);
  } catch (error) {
    throw new Error(`no server build at ${path}: run "npm run build" first (${String(error)})`);
  }
  if (!isServerBuild(module)) throw new Error(`${path} is not a React Router server build`);
  return module;
}
