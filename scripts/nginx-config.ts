/**
 * Renders deploy/nginx.conf.template for any number of site instances:
 *
 *   node scripts/nginx-config.ts --listen 80 --prefix /var/cache/tulum-party --user www-data \
 *     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 --upstream 127.0.0.1:3003 > site.conf
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

export const NGINX_TEMPLATE = resolve(import.meta.dirname, "../deploy/nginx.conf.template");

export interface NginxConfig {
  user: string;
  /** Folder for the cache, temp files, pid, error and access logs. */
  prefix: string;
  listen: string;
  /** host:port of each instance. */
  upstreams: readonly string[];
}

/** How long nginx skips an instance after a failed request (a rolling restart waits this long). */
export const FAIL_TIMEOUT_SECONDS = 3;

const ADDRESS = /^[\w.:[\]-]+:\d{1,5}$/;

export function renderNginxConfig(config: NginxConfig): string {
  if (config.upstreams.length === 0) throw new Error("at least one --upstream host:port");
  for (const upstream of config.upstreams) {
    if (!ADDRESS.test(upstream)) throw new Error(`not a host:port: ${upstream}`);
  }
  const servers = config.upstreams
    // A failed instance is skipped for 3 s, then tried again: a restarted instance rejoins soon.
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`)
    .join("\n");
  return readFileSync(NGINX_TEMPLATE, "utf8")
    .replaceAll("{{USER}}", config.user)
    .replaceAll("{{PREFIX}}", config.prefix)
    .replaceAll("{{LISTEN}}", config.listen)
    .replace(/^\{\{UPSTREAMS\}\}$/m, servers);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      user: { type: "string", default: "www-data" },
      prefix: { type: "string", default: "/var/cache/tulum-party" },
      listen: { type: "string", default: "80" },
      upstream: { type: "string", multiple: true, default: [] },
    },
  });
  try {
    process.stdout.write(
      renderNginxConfig({
        user: values.user,
        prefix: values.prefix,
        listen: values.listen,
        upstreams: values.upstream,
      }),
    );
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
