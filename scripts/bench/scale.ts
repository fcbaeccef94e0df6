/**
 * Issue 40's scale bench: the demo bucket grown 1x, 10x and 100x, served by the emulator at
 * 150 ms a call (Cosmic as it answers from Mexico), and per size: each template's first answer
 * after boot and after a publish (time to first byte, CMS calls, HTML bytes), the calendar's and
 * the feed's completeness against what the bucket itself holds, and the process's RSS.
 */
import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { tonightIn } from "#app/domain/time/index.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { line, rssMb, scaledBucket, TEMPLATES } from "./tools.ts";

const LATENCY_MS = 150;
const SECRET = "scale-bench-secret-0123456789";
const READ_KEY = "scale-bench-read-key";

interface Answer {
  status: number;
  ttfbMs: number;
  kb: number;
  calls: number;
}

/** One request: its status, time to first byte, size and the CMS calls made while it ran. */
async function measured(site: SiteProcess, emulator: Emulator, path: string): Promise<Answer> {
  const before = emulator.requests.length;
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  const ttfbMs = performance.now() - started;
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    ttfbMs,
    kb: body.byteLength / 1024,
    calls: emulator.requests.length - before,
  };
}

const shown = (answer: Answer) =>
  `${answer.status} ${answer.ttfbMs.toFixed(0).padStart(5)} ms ${String(answer.calls).padStart(3)} calls ${answer.kb.toFixed(0).padStart(4)} KB`;

async function ready(site: SiteProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${site.url}/readyz`).catch(() => undefined))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the site did not report ready within 120 s");
}

/**
 * Calendar-eligible parties of every kind dated after tonight, as the bucket holds them: one per
 * kind and slug (an object's locale versions share its slug and page).
 */
async function heldComing(emulator: Emulator): Promise<number> {
  const tonight = tonightIn(new Date(), DEFAULT_TIME_ZONE);
  const held = new Set<string>();
  for (const type of ["parties", "mini-parties", "isla-parties", "cabo-parties"]) {
    const query = {
      type,
      "metadata.date": { $gt: tonight },
      ...(type === "parties" ? { "metadata.hide_from_calendar": { $ne: true } } : {}),
      ...(type === "mini-parties" ? { "metadata.show_in_calendar": true } : {}),
    };
    for (let skip = 0; ; skip += 1000) {
      const url = `${emulator.apiUrl}/buckets/${emulator.bucketSlug}/objects?read_key=${READ_KEY}&props=slug&limit=1000&skip=${skip}&query=${encodeURIComponent(JSON.stringify(query))}`;
      // Cosmic answers 404 when nothing matches.
      const answer = z
        .object({ objects: z.array(z.object({ slug: z.string() })), total: z.number() })
        .catch({ objects: [], total: 0 })
        .parse(await (await fetch(url)).json());
      for (const object of answer.objects) held.add(`${type}/${object.slug}`);
      if (skip + 1000 >= answer.total) break;
    }
  }
  return held.size;
}

/** Distinct party pages the calendar links for nights after tonight, over all its pages. */
async function calendarListed(site: SiteProcess): Promise<{ listed: number; pages: number }> {
  const tonight = tonightIn(new Date(), DEFAULT_TIME_ZONE);
  const links = new Set<string>();
  let page = 1;
  for (; page <= 200; page++) {
    const html = await (
      await fetch(`${site.url}/tulum-party-mexico-event-calendar?page=${page}`)
    ).text();
    for (const [, kind, slug, date = ""] of html.matchAll(
      /data-kind="([^"]+)" data-slug="([^"]+)" data-date="(\d{4}-\d{2}-\d{2})"/g,
    ))
      if (date > tonight) links.add(`${kind}/${slug}`);
    if (!html.includes(`page=${page + 1}"`)) break;
  }
  return { listed: links.size, pages: page };
}

async function sized(factor: number) {
  const bucketFile = factor === 1 ? DEMO_BUCKET : scaledBucket(factor, "spread");
  const emulator = await startEmulator({
    bucketFile,
    readKey: READ_KEY,
    bucketSlug: "scale-bench",
    faults: { latencyMs: LATENCY_MS },
  });
  const bootStarted = performance.now();
  const site = await startSite(
    {
      COSMIC_API_URL: emulator.apiUrl,
      COSMIC_BUCKET_SLUG: "scale-bench",
      COSMIC_READ_KEY: READ_KEY,
      REVALIDATE_SECRET: SECRET,
    },
    { discardLogs: true },
  );
  try {
    await ready(site);
    line(
      `${factor}x: ready after boot`,
      `${((performance.now() - bootStarted) / 1000).toFixed(1)} s`,
    );
    for (const [name, path] of Object.entries(TEMPLATES)) {
      line(`${factor}x ${name}: first after boot`, shown(await measured(site, emulator, path)));
    }
    for (const [name, type, path] of [
      ["event", "parties", TEMPLATES.event],
      ["calendar", "parties", TEMPLATES.calendar],
      ["dj", "artists", TEMPLATES.dj],
      ["club", "venues", TEMPLATES.club],
      ["brand", "brands", TEMPLATES.brand],
    ] as const) {
      // The webhook answers once the type's content is read again (its pages then dropped).
      const published = performance.now();
      await fetch(`${site.url}/webhooks/cosmic`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
        body: JSON.stringify({ type: "object.edited.published", data: { type } }),
      });
      const webhookMs = performance.now() - published;
      line(
        `${factor}x ${name}: first after a ${type} publish`,
        shown(await measured(site, emulator, path ?? "/")),
        `(webhook ${webhookMs.toFixed(0)} ms)`,
      );
    }
    const held = await heldComing(emulator);
    const calendar = await calendarListed(site);
    line(
      `${factor}x calendar: parties after tonight listed`,
      `${calendar.listed} / ${held}`,
      `${((calendar.listed / Math.max(1, held)) * 100).toFixed(0)} % over ${calendar.pages} pages (target 100 %)`,
    );
    line(`${factor}x RSS`, `${rssMb(site.pid).toFixed(0)} MB`);
    const longest = Math.max(
      ...emulator.requests.map(
        (request) => request.path.length + encodeURIComponent(request.query ?? "").length,
      ),
    );
    line(`${factor}x longest CMS request`, `${(longest / 1024).toFixed(1)} KB`, "(target <= 4 KB)");
  } finally {
    await site.stop();
    await emulator.close();
  }
}

export async function scaleAtLatency(factors: readonly number[] = [1, 10, 100]) {
  console.info(
    `\n== Scale: the demo bucket grown ${factors.join("x, ")}x, Cosmic at ${LATENCY_MS} ms a call (status, time to first byte, CMS calls, HTML)`,
  );
  for (const factor of factors) await sized(factor);
}
