import { env } from "#app/config/env.server.ts";
import { CmsError, type ObjectsPage, type ObjectsRequest } from "./cms-service.ts";
import { contentServices } from "./content-services.server.ts";
import { parseObjectsPage } from "./cosmic-client.server.ts";

const PREFIX = "cms:";

/** Where the fleet keeps one request's answer: the object type leads, so a publish can drop it. */
const sharedKeyOf = (request: ObjectsRequest) =>
  `${PREFIX}${request.type}:${JSON.stringify(request)}`;

/** The keys a publish of `objectType` (every type when unknown) makes out of date, as a glob. */
export const sharedKeyPattern = (objectType?: string) =>
  `${PREFIX}${objectType ? `${objectType}:` : ""}*`;

/**
 * A CMS answer through the fleet's shared cache (when the server connected one): another
 * instance's answer from the last fresh window if there is one, else `fetch`'s, kept for the
 * others for that window. Kept answers are checked like Cosmic's before use.
 */
export async function throughSharedAnswers(
  request: ObjectsRequest,
  fetch: (request: ObjectsRequest) => Promise<ObjectsPage>,
): Promise<ObjectsPage> {
  const shared = contentServices().shared;
  const ttlMs = env().CONTENT_CACHE_FRESH_SECONDS * 1000;
  if (!shared || ttlMs === 0) return fetch(request);
  const key = sharedKeyOf(request);
  const kept = await shared.get(key);
  if (kept !== undefined) {
    try {
      return parseObjectsPage(kept, request.type);
    } catch (error) {
      if (!(error instanceof CmsError)) throw error;
    }
  }
  const page = await fetch(request);
  const { bytes: _bytes, ...answer } = page;
  void shared.set(key, JSON.stringify(answer), ttlMs);
  return page;
}

/**
 * Drops the fleet's shared answers (Redis) of that object type: once per publish, by the
 * instance that received the webhook, before it tells the others to purge their own caches.
 */
export async function purgeSharedContent(objectType?: string): Promise<void> {
  await contentServices().shared?.drop(sharedKeyPattern(objectType));
}
