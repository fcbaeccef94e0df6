import { createHmac, timingSafeEqual } from "node:crypto";
import express, { type Request, type Router } from "express";
import { env } from "#app/config/env.server.ts";
import { PATHS } from "#app/config/site.ts";
import { localPath } from "#app/domain/local-path.ts";
import { NO_STORE } from "#app/http/cache-control.ts";
import { type SecretGuesses, sameSecret } from "./secrets.ts";

const COOKIE = "site_preview";
/** An editor's preview lasts a working session, then the link in Cosmic is clicked again. */
const LIFETIME_SECONDS = 4 * 60 * 60;

const signatureOf = (secret: string, expiresAt: number) =>
  createHmac("sha256", secret).update(`preview:${expiresAt}`).digest("base64url");

/** `expiresAt.signature`: whoever lacks the secret can neither forge nor extend it. */
function cookieValue(secret: string, expiresAt: number): string {
  return `${expiresAt}.${signatureOf(secret, expiresAt)}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Whether a request carries a valid, unexpired preview cookie for this secret. */
export function isPreview(
  secret: string | undefined,
  cookieHeader: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret) return false;
  const value = readCookie(cookieHeader, COOKIE);
  const match = value?.match(/^(\d{10,13})\.([\w-]{43})$/);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(secret, expiresAt));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `Secure` on an https site: known from SITE_URL, so it holds behind a proxy that does not say
 * X-Forwarded-Proto; also on a request that came over TLS.
 */
const secure = (request: Request) =>
  request.secure || env().SITE_URL.startsWith("https:") ? "; Secure" : "";

/**
 * Cosmic's Preview Link (`/preview?secret=…&path=/event/[object_slug]`) turns on drafts for the
 * editor's browser: a signed HttpOnly cookie, then a redirect to the page. `/preview/exit` ends
 * it. Off (404, as any unknown page) while PREVIEW_SECRET is unset.
 */
export function previewRoutes(secret: string | undefined, guesses: SecretGuesses): Router {
  // Case-sensitive and strict: /PREVIEW?secret= is not the preview link (and is not sent on).
  const router = express.Router({ caseSensitive: true, strict: true });
  if (!secret) return router;
  router.get(PATHS.preview, (request, response) => {
    response.setHeader("Cache-Control", NO_STORE);
    response.setHeader("X-Robots-Tag", "noindex");
    const client = request.ip ?? "";
    const wait = guesses.waitSeconds(client);
    if (wait > 0) {
      response.setHeader("Retry-After", String(wait));
      response.status(429).type("text/plain").send("Too many wrong secrets; try again later.\n");
      return;
    }
    const given = typeof request.query.secret === "string" ? request.query.secret : "";
    if (!sameSecret(given, secret)) {
      guesses.wrongSecret(client);
      response.status(401).type("text/plain").send("Wrong or missing preview secret.\n");
      return;
    }
    const path = localPath(request.query.path) ?? "/";
    const expiresAt = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
    response.setHeader(
      "Set-Cookie",
      `${COOKIE}=${cookieValue(secret, expiresAt)}; Path=/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure(request)}`,
    );
    response.redirect(303, path);
  });
  router.get(PATHS.previewExit, (request, response) => {
    response.setHeader("Cache-Control", NO_STORE);
    response.setHeader(
      "Set-Cookie",
      `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`,
    );
    response.redirect(303, localPath(request.query.path) ?? "/");
  });
  return router;
}
