import type { Config } from "@react-router/dev/config";
import { writeAppIcons } from "./scripts/app-icons.ts";
import { precompress } from "./scripts/precompress.ts";
import { writeServiceWorker } from "./scripts/service-worker.ts";

export default {
  ssr: true,
  appDirectory: "app",
  // The installed app's icons and the service worker are written after the client build,
  // next to the files they go with; then every text file gets its brotli and gzip copies.
  async buildEnd({ viteConfig }) {
    const client = viteConfig.environments.client?.build.outDir ?? "build/client";
    await writeAppIcons(client);
    await writeServiceWorker(client);
    await precompress(client);
  },
} satisfies Config;
