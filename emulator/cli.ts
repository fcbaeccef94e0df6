import { parseArgs } from "node:util";
import { loadSummary } from "./bucket.ts";
import { startEmulator } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4100" },
    host: { type: "string", default: "127.0.0.1" },
    "bucket-file": { type: "string", default: "content/demo/bucket.json" },
    "bucket-slug": { type: "string" },
    "read-key": { type: "string", default: "demo-read-key" },
    latency: { type: "string", default: "0" },
    "error-rate": { type: "string", default: "0" },
    strict: { type: "boolean", default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`emulator: --port must be a port number, got ${values.port}`);
  process.exit(1);
}

try {
  const emulator = await startEmulator({
    bucketFile: values["bucket-file"],
    bucketSlug: values["bucket-slug"],
    readKey: values["read-key"],
    port,
    host: values.host,
    faults: { latencyMs: Number(values.latency), errorRate: Number(values["error-rate"]) },
    ...(values.strict ? { strict: true } : {}),
  });
  console.info(loadSummary(values["bucket-file"], emulator.bucket()));
  console.info(
    `Cosmic emulator serving bucket "${emulator.bucketSlug}" at ${emulator.apiUrl} (media at ${emulator.url}/media)`,
  );
  const stop = () => emulator.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(`emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
