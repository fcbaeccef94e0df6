import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import type { Emulator } from "#emulator/server.ts";

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, "../../scripts/bucket-pull.ts");

/** Runs `npm run bucket:pull`'s script against an emulator, as an operator would. */
export async function bucketPull(
  emulator: Emulator,
  readKey: string,
  args: string[],
): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, [SCRIPT, ...args], {
      env: {
        ...process.env,
        COSMIC_API_URL: emulator.apiUrl,
        COSMIC_BUCKET_SLUG: emulator.bucketSlug,
        COSMIC_READ_KEY: readKey,
      },
    });
    return { code: 0, stderr };
  } catch (error) {
    const failure = z.object({ code: z.number(), stderr: z.string() }).safeParse(error);
    return failure.success ? failure.data : { code: -1, stderr: String(error) };
  }
}
