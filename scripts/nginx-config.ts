/**
 * Renders deploy/nginx.conf.template for any number of site instances:
 *
 *   node scripts/nginx-config.ts --listen 80 --prefix /var/cache/tulum-party --user www-data \
 *     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 --upstream 127.0.0.1:3003 \
 *     --assets /srv/tulum-party/build/client \
 *     --brotli-module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so > site.conf
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
  /**
   * The site's client build folder (`build/client`) on nginx's host: /assets/ is then read from
   * disk, with the `.gz` files the build made beside each file (`gzip_static`). Without it nginx
   * asks an instance and caches the answer.
   */
  assets?: string;
  /** Debian's libnginx-mod-http-brotli-static module file: the `.br` files too (`brotli_static`). */
  brotliModule?: string;
}

/** How long nginx skips an instance after a failed request (a rolling restart waits this long). */
export const FAIL_TIMEOUT_SECONDS = 3;

const ADDRESS = /^[\w.:[\]-]+:\d{1,5}$/;
const ABSOLUTE_PATH = /^\/[\w./-]*$/;

/**
 * From an instance, which serves the build's own precompressed files (with Vary: Accept-Encoding,
 * so the cache keeps one copy per encoding).
 */
const FROM_AN_INSTANCE = [
  "      proxy_pass http://site;",
  "      proxy_cache pages;",
  "      proxy_cache_valid 200 365d;",
  "      add_header X-Cache-Status $upstream_cache_status always;",
];

function assetLocations(config: NginxConfig): string {
  if (!config.assets) return ["    location /assets/ {", ...FROM_AN_INSTANCE, "    }"].join("\n");
  return [
    "    location /assets/ {",
    `      root ${config.assets};`,
    "      gzip_static on;",
    ...(config.brotliModule ? ["      brotli_static on;"] : []),
    "      gzip_vary on;",
    '      add_header Cache-Control "public, max-age=31536000, immutable";',
    // A file this host lacks (its build older than an instance's) comes from an instance.
    "      try_files $uri @assets_from_site;",
    "    }",
    "    location @assets_from_site {",
    ...FROM_AN_INSTANCE,
    "    }",
  ].join("\n");
}

export function renderNginxConfig(config: NginxConfig): string {
  if (config.upstreams.length === 0) throw new Error("at least one --upstream host:port");
  for (const upstream of config.upstreams) {
    if (!ADDRESS.test(upstream)) throw new Error(`not a host:port: ${upstream}`);
  }
  for (const path of [config.assets, config.brotliModule]) {
    if (path !== undefined && !ABSOLUTE_PATH.test(path))
      throw new Error(`not an absolute path: ${path}`);
  }
  const servers = config.upstreams
    // A failed instance is skipped for 3 s, then tried again: a restarted instance rejoins soon.
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`)
    .join("\n");
  return readFileSync(NGINX_TEMPLATE, "utf8")
    .replaceAll("{{USER}}", config.user)
    .replaceAll("{{PREFIX}}", config.prefix)
    .replaceAll("{{LISTEN}}", config.listen)
    .replace(/^\{\{UPSTREAMS\}\}$/m, servers)
    .replace(/^\{\{MODULES\}\}$/m, config.brotliModule ? `load_module ${config.brotliModule};` : "")
    .replace(/^\{\{ASSETS\}\}$/m, assetLocations(config));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      user: { type: "string", default: "www-data" },
      prefix: { type: "string", default: "/var/cache/tulum-party" },
      listen: { type: "string", default: "80" },
      upstream: { type: "string", multiple: true, default: [] },
      assets: { type: "string" },
      "brotli-module": { type: "string" },
    },
  });
  try {
    process.stdout.write(
      renderNginxConfig({
        user: values.user,
        prefix: values.prefix,
        listen: values.listen,
        upstreams: values.upstream,
        assets: values.assets,
        brotliModule: values["brotli-module"],
      }),
    );
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
