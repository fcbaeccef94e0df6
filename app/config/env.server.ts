import { z } from "zod";
import { CABO_SITE_URL } from "./site.ts";

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? 3000),
    HOST: optional(z.string().regex(/^[\w.:-]+$/, "must be a host name or address")).transform(
      (v) => v ?? "localhost",
    ),
    SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((v) =>
      (v ?? "http://localhost:3000").replace(/\/+$/, ""),
    ),
    COSMIC_API_URL: optional(z.url({ protocol: /^https?$/ })).transform((v) =>
      (v ?? "https://api.cosmicjs.com/v3").replace(/\/+$/, ""),
    ),
    COSMIC_BUCKET_SLUG: optional(z.string().regex(/^[\w-]+$/, "must be a bucket slug")),
    COSMIC_READ_KEY: optional(z.string().min(8, "must be at least 8 characters")),
    CONTENT_BUCKET_FILE: optional(z.string().min(1)),
    CONTENT_FALLBACK_FILE: optional(z.string().min(1)),
    CONCIERGE_WHATSAPP: optional(
      z.string().regex(/^\d{8,15}$/, "must be 8 to 15 digits with country code, e.g. 529841234567"),
    ).transform((v) => v ?? "529840000000"),
    GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")),
    REVALIDATE_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    PAGE_CACHE: optional(z.enum(["on", "off"])).transform((v) => v ?? "on"),
    PAGE_CACHE_MB: optional(z.coerce.number().int().min(1).max(4096)).transform((v) => v ?? 64),
    CONTENT_CACHE_FRESH_SECONDS: optional(z.coerce.number().int().min(0).max(3600)).transform(
      (v) => v ?? 30,
    ),
    COSMIC_CALLS_PER_SECOND: optional(z.coerce.number().int().min(1).max(1000)).transform(
      (v) => v ?? 50,
    ),
    MAX_CONNECTIONS: optional(z.coerce.number().int().min(1).max(1_000_000)).transform(
      (v) => v ?? 2048,
    ),
    MAX_RENDERS: optional(z.coerce.number().int().min(1).max(10_000)).transform((v) => v ?? 64),
    MAX_RENDERS_PER_CLIENT: optional(z.coerce.number().int().min(1).max(10_000)).transform(
      (v) => v ?? 8,
    ),
    RENDERS_PER_CLIENT_PER_SECOND: optional(z.coerce.number().int().min(1).max(10_000)).transform(
      (v) => v ?? 10,
    ),
    HEADERS_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(600)).transform(
      (v) => v ?? 10,
    ),
    REQUEST_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).transform(
      (v) => v ?? 30,
    ),
    KEEP_ALIVE_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).transform(
      (v) => v ?? 65,
    ),
    SHUTDOWN_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(300)).transform(
      (v) => v ?? 10,
    ),
    LOG_LEVEL: optional(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    ).transform((v) => v ?? "info"),
    METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    METRICS_HOST: optional(
      z.string().regex(/^[\w.:-]+$/, "must be a host name or address"),
    ).transform((v) => v ?? "127.0.0.1"),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    PREVIEW_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    CABO_SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((v) => v ?? CABO_SITE_URL),
    MAP_TILE_URL: optional(
      z
        .string()
        .regex(
          /^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
          "must be an https tile URL with {z}, {x} and {y}",
        ),
    ).transform((v) => v ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  })
  .superRefine((env, context) => {
    if (Boolean(env.COSMIC_BUCKET_SLUG) !== Boolean(env.COSMIC_READ_KEY)) {
      context.addIssue({
        code: "custom",
        path: [env.COSMIC_BUCKET_SLUG ? "COSMIC_READ_KEY" : "COSMIC_BUCKET_SLUG"],
        message: "must be set together with the other (both unset = embedded emulator)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The hosted Cosmic bucket the environment names; none = the embedded emulator serves. */
export function hostedBucket(
  env: Env,
): { apiUrl: string; bucketSlug: string; readKey: string } | undefined {
  const { COSMIC_API_URL, COSMIC_BUCKET_SLUG, COSMIC_READ_KEY } = env;
  return COSMIC_BUCKET_SLUG && COSMIC_READ_KEY
    ? { apiUrl: COSMIC_API_URL, bucketSlug: COSMIC_BUCKET_SLUG, readKey: COSMIC_READ_KEY }
    : undefined;
}

/** Every setting's name (`.env.example` lists each one; a test keeps them equal). */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

/** Validates the environment; the message names the first wrong variable in one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") || "environment";
  const value = typeof issue?.path[0] === "string" ? source[issue.path[0]] : undefined;
  throw new ConfigError(
    `Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${value !== undefined ? ` (got "${value}")` : ""}`,
  );
}

let cached: Env | undefined;

/** The validated environment, read once. The server validates at boot, so this never throws there. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** What the browser may see. Nothing else from the environment reaches HTML or bundles. */
export function publicEnv() {
  const { CONCIERGE_WHATSAPP, GA_MEASUREMENT_ID, SITE_URL, MAP_TILE_URL } = env();
  return {
    conciergeWhatsapp: CONCIERGE_WHATSAPP,
    gaMeasurementId: GA_MEASUREMENT_ID ?? null,
    siteUrl: SITE_URL,
    mapTileUrl: MAP_TILE_URL,
  };
}

export type PublicEnv = ReturnType<typeof publicEnv>;
