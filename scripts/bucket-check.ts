/**
 * npm run bucket:check [-- FILE]
 * Lists every CMS object the site cannot read as it is, and why: objects left out (a field the
 * site cannot do without fails) and fields ignored (a value of the wrong shape). With FILE, checks
 * that bucket file (served by the emulator, as the site would read it); without, the hosted
 * bucket named by COSMIC_API_URL, COSMIC_BUCKET_SLUG and COSMIC_READ_KEY. Exits 1 when it found
 * anything, so an editor's fix can be confirmed by a clean run. It also lists contradictions
 * between objects that each read fine (app/content-checks/contradictions.server.ts): DJ-schedule sets
 * at a missing or cancelled party, on another day, outside the party's hours, by a DJ its lineup
 * does not name, or overlapping another set.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseEnv } from "#app/config/env.server.ts";
import type { ContentService } from "#app/content/cosmic/cms-service.ts";
import {
  readContentOutsideSites,
  unreportedServices,
} from "#app/content/cosmic/content-services.server.ts";
import { fetchObjects } from "#app/content/cosmic/cosmic-client.server.ts";
import { checkObject, describeObject } from "#app/content/queries/schema-drift.server.ts";
import { WIRE_SCHEMAS } from "#app/content/types/wire-schemas.server.ts";
import { contradictions } from "#app/content-checks/contradictions.server.ts";
import { loadSummary } from "#emulator/bucket.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";

const PAGE_SIZE = 100;

async function contentService(
  file: string | undefined,
): Promise<{ service: ContentService; emulator?: Emulator }> {
  if (file) {
    const readKey = randomBytes(18).toString("hex");
    const emulator = await startEmulator({ bucketFile: resolve(file), readKey });
    return {
      service: { apiUrl: emulator.apiUrl, bucketSlug: emulator.bucketSlug, readKey },
      emulator,
    };
  }
  const env = parseEnv();
  if (!env.COSMIC_BUCKET_SLUG || !env.COSMIC_READ_KEY) {
    throw new ConfigError(
      "bucket:check needs a bucket file (npm run bucket:check -- FILE) or COSMIC_BUCKET_SLUG and COSMIC_READ_KEY",
    );
  }
  return {
    service: {
      apiUrl: env.COSMIC_API_URL,
      bucketSlug: env.COSMIC_BUCKET_SLUG,
      readKey: env.COSMIC_READ_KEY,
    },
  };
}

/** Every object of a type, a page at a time, whole (no props filter), relations as ids. */
async function* objectsOf(type: string, service: ContentService): AsyncGenerator<unknown> {
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await fetchObjects(
      {
        type,
        props: [
          "id",
          "slug",
          "title",
          "type",
          "locale",
          "status",
          "content",
          "metadata",
          "modified_at",
        ],
        limit: PAGE_SIZE,
        skip,
      },
      { service, timeoutMs: 15_000 },
    );
    yield* page.objects;
    if (page.objects.length < PAGE_SIZE || skip + PAGE_SIZE >= page.total) return;
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const { service, emulator } = await contentService(positionals[0]);
  readContentOutsideSites(unreportedServices(service));
  // What loading the file left out or guessed (an export's object without a type, a file
  // missing from its media list), each with the object and field.
  const loadWarnings = emulator?.bucket().report.warnings ?? [];
  for (const warning of loadWarnings) console.info(`load: ${warning}`);
  if (emulator) console.info(loadSummary(positionals[0] ?? "", emulator.bucket()));
  let checked = 0;
  let leftOut = 0;
  let withIgnoredFields = 0;
  const everything: unknown[] = [];
  try {
    for (const [type, schema] of Object.entries(WIRE_SCHEMAS)) {
      let count = 0;
      for await (const object of objectsOf(type, service)) {
        count++;
        everything.push(object);
        const { value, problems } = checkObject(object, schema);
        if (!problems.length) continue;
        if (value === null) leftOut++;
        else withIgnoredFields++;
        for (const problem of problems)
          console.info(`${type} "${describeObject(object)}": ${problem}`);
      }
      checked += count;
      if (count) console.error(`checked ${count} ${type}`);
    }
  } finally {
    await emulator?.close();
  }
  const slips = contradictions(everything);
  for (const slip of slips) console.info(slip);
  console.info(
    `${checked} objects checked: ${leftOut} left out, ${withIgnoredFields} shown without some fields, ${checked - leftOut - withIgnoredFields} fine`,
  );
  console.info(
    `${slips.length} ${slips.length === 1 ? "contradiction" : "contradictions"} between objects`,
  );
  process.exitCode = leftOut + withIgnoredFields + slips.length + loadWarnings.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`bucket:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
