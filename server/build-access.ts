import type { ServerBuild } from "react-router";
import { z } from "zod";
import type { ContentHooks } from "#app/content/content-hooks.server.ts";

/** The production build, or (npm run dev) a function that loads Vite's current one. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export const loadBuild = (source: BuildSource): Promise<ServerBuild> =>
  typeof source === "function" ? source() : Promise.resolve(source);

/** One of the build's own functions the server calls (exported by app/entry.server.tsx). */
async function buildExport(
  source: BuildSource,
  name: string,
): Promise<(...args: unknown[]) => unknown> {
  const build = await loadBuild(source);
  const candidate: unknown = Reflect.get(build.entry.module, name);
  if (typeof candidate !== "function") throw new Error(`the server build does not export ${name}`);
  return (...args) => candidate(...args);
}

/**
 * Reads the cached content of a published object type again, dropping what it cannot (all
 * content when the type is unknown); answers how many entries it touched.
 */
export async function purgeContent(source: BuildSource, objectType?: string): Promise<number> {
  const dropped: unknown = await (await buildExport(source, "purgeContent"))(objectType);
  return typeof dropped === "number" ? dropped : 0;
}

/** Loads the slug lists of every detail type; answers how many loaded (see loadSlugLists). */
export async function loadSlugLists(source: BuildSource): Promise<number> {
  const loaded: unknown = await (await buildExport(source, "loadSlugLists"))();
  return typeof loaded === "number" ? loaded : 0;
}

export async function setContentFallback(source: BuildSource, fallback: unknown): Promise<void> {
  (await buildExport(source, "setContentFallback"))(fallback);
}

const outcomeSchema = z.object({
  value: z.instanceof(Response),
  usedSnapshot: z.boolean(),
  noticeShown: z.boolean(),
  partial: z.boolean(),
});

/** Runs one render, reporting whether content came from the fallback snapshot (see content-fallback). */
export async function trackSnapshotUse(source: BuildSource, render: () => Promise<Response>) {
  return outcomeSchema.parse(await (await buildExport(source, "trackSnapshotUse"))(render));
}

/** Plugs the server's logging, metrics and the fleet's shared answers into the content layer. */
export async function connectContent(
  source: BuildSource,
  hooks: Partial<ContentHooks>,
): Promise<void> {
  (await buildExport(source, "connectContent"))(hooks);
}

/** Drops the fleet's shared CMS answers of an object type (every type when unknown). */
export async function purgeSharedContent(source: BuildSource, objectType?: string): Promise<void> {
  await (await buildExport(source, "purgeSharedContent"))(objectType);
}

/** Runs one render whose inline scripts carry `nonce` (the page's CSP allows only them). */
export async function withNonce(
  source: BuildSource,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  return z
    .instanceof(Response)
    .parse(await (await buildExport(source, "withNonce"))(nonce, render));
}

/** Runs one render that reads drafts and bypasses the content cache (an editor's preview). */
export async function withDrafts(
  source: BuildSource,
  render: () => Promise<Response>,
): Promise<Response> {
  return z.instanceof(Response).parse(await (await buildExport(source, "withDrafts"))(render));
}
