import express, { type Router } from "express";
import { z } from "zod";
import { NO_STORE } from "#app/http/cache-control.ts";
import { type SecretGuesses, sameSecret } from "./secrets.ts";

export const WEBHOOK_PATH = "/webhooks/cosmic";

/** What Cosmic posts on publish (only the object type matters here). */
const webhookSchema = z
  .object({
    type: z.string().optional(),
    data: z.object({ type: z.string().optional() }).loose().optional(),
  })
  .loose();

/**
 * Cosmic's publish webhook: drops the cached content of the posted object type and every
 * rendered page (pages mix types). The secret is checked before the body is read: a stranger's
 * request is never parsed.
 */
export function publishWebhook(options: {
  secret: string | undefined;
  /** Purges this instance and tells the fleet; answers how many entries went here. */
  purge: (objectType?: string) => Promise<{ content: number; pages: number }>;
  /** Bounds wrong secrets per client (shared with the preview link). */
  guesses: SecretGuesses;
}): Router {
  // Case-sensitive and strict: /WEBHOOKS/cosmic or /webhooks/cosmic/ is not the webhook (nginx's
  // location for it is exact too).
  const router = express.Router({ caseSensitive: true, strict: true });
  router.post(
    WEBHOOK_PATH,
    (request, response, next) => {
      response.setHeader("Cache-Control", NO_STORE);
      // Answered before its body is read: the connection closes after the answer, so a body
      // trickling in slowly never holds it open.
      if (!options.secret) {
        response.setHeader("Connection", "close");
        response.status(404).json({ error: "webhook is off (REVALIDATE_SECRET is not set)" });
        return;
      }
      const client = request.ip ?? "";
      const wait = options.guesses.waitSeconds(client);
      if (wait > 0) {
        response.setHeader("Connection", "close");
        response.setHeader("Retry-After", String(wait));
        response.status(429).json({ error: "too many wrong secrets; try again later" });
        return;
      }
      const given =
        request.get("x-revalidate-secret") ??
        (typeof request.query.secret === "string" ? request.query.secret : "");
      if (!sameSecret(given, options.secret)) {
        options.guesses.wrongSecret(client);
        response.setHeader("Connection", "close");
        response.status(401).json({ error: "wrong or missing secret" });
        return;
      }
      next();
    },
    express.json({ limit: "64kb" }),
    async (request, response) => {
      const body = webhookSchema.safeParse(request.body ?? {});
      const objectType = body.success ? body.data.data?.type : undefined;
      const type = objectType && /^[\w-]+$/.test(objectType) ? objectType : undefined;
      const purged = await options.purge(type);
      response.json({ purged: { ...purged, type: objectType ?? null } });
    },
  );
  return router;
}
