/**
 * The one server bundle (`build/server/index.js`): React Router's server build and the site
 * that serves it (server/app.ts), built together so the site calls the app's modules directly,
 * in one module graph (issue 38). `npm start` (server/main.ts) and the tests load this file.
 */
import { resolve } from "node:path";
import * as build from "virtual:react-router/server-build";
import { createSite as createSiteOf, type SiteOptions } from "./app.ts";

export * from "virtual:react-router/server-build";

/** The site on this bundle's own build, serving the client files built beside it. */
export const createSite = (options: Omit<SiteOptions, "build" | "clientDirectory" | "vite">) =>
  createSiteOf({ ...options, build, clientDirectory: resolve(import.meta.dirname, "../client") });
