import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withoutFakeTime } from "./site-clock.ts";

/** Debian's nginx (`.ci/run` installs it). */
export const NGINX = "/usr/sbin/nginx";

/**
 * Debian's nginx in the foreground on `config`, written into `prefix` as nginx.conf; resolves
 * once `probeUrl` answers at all, and fails with nginx's own words if it exits first.
 */
export async function startNginx(
  prefix: string,
  config: string,
  probeUrl: string,
): Promise<ChildProcess> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx`);
  writeFileSync(join(prefix, "nginx.conf"), config);
  const nginx = spawn(
    NGINX,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"], env: withoutFakeTime() },
  );
  let output = "";
  nginx.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(probeUrl);
      return nginx;
    } catch {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  nginx.kill("SIGKILL");
  throw new Error(`nginx did not start: ${output}`);
}
