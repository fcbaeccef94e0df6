/**
 * npm run dev: the Vite dev server (hot reload) on the embedded emulator, serving the demo bucket
 * (or CONTENT_BUCKET_FILE) over the same Cosmic-compatible HTTP API production code reads.
 * Development only: no page cache, no security headers; `npm run build && npm start` is the real server.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { startEmulator } from "#emulator/server.ts";

const ROOT = resolve(import.meta.dirname, "..");
const bucketFile = resolve(
  process.env.CONTENT_BUCKET_FILE ?? resolve(ROOT, "content/demo/bucket.json"),
);
const readKey = randomBytes(18).toString("hex");
const emulator = await startEmulator({ bucketFile, readKey });
console.info(`content: Cosmic emulator at ${emulator.apiUrl} serving ${bucketFile}`);

const dev = spawn(
  process.execPath,
  [
    resolve(ROOT, "node_modules/@react-router/dev/bin.cjs"),
    "dev",
    "--host",
    process.env.HOST ?? "localhost",
    "--port",
    process.env.PORT ?? "5173",
    "--strictPort",
  ],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      COSMIC_API_URL: emulator.apiUrl,
      COSMIC_BUCKET_SLUG: emulator.bucketSlug,
      COSMIC_READ_KEY: readKey,
    },
  },
);
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", async (code) => {
  await emulator.close();
  process.exit(code ?? 0);
});
