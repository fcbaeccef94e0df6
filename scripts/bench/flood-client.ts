import { parentPort, workerData } from "node:worker_threads";
import { z } from "zod";

/** The flooding client of the bench's flood section (scripts/bench/flood.ts), on its own thread. */

const FLOODER = "10.66.0.1";
const REAL_EVENT = "zamna-tulum-festival-opening";

/** What one client invents: made-up slugs, other spellings, page numbers and dates past the end. */
function floodPath(i: number): string {
  const token = `${i}-${Date.now().toString(36)}`;
  switch (i % 8) {
    case 0:
      return `/event/made-up-${token}`;
    case 1:
      return `/EVENT/${REAL_EVENT}?n=${i}`;
    case 2:
      return `/tulum-clubs/made-up-${token}/event/${REAL_EVENT}`;
    case 3:
      return `/djs?page=${1000 + i}`;
    case 4:
      return `/sitemaps/parties-${100 + (i % 9000)}.xml`;
    case 5:
      return `/tulum-party-mexico-event-calendar?when=${2030 + (i % 60)}-01-${10 + (i % 18)}`;
    case 6:
      return `/__manifest?paths=%2Fdjs&version=x&junk=${token}`;
    default:
      return `/blog/?page=${i}&utm_source=${token}`;
  }
}

const { url, seconds } = z.object({ url: z.string(), seconds: z.number() }).parse(workerData);
const statuses = new Map<number, number>();
const count = (status: number) => {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
};
const inFlight = new Set<Promise<void>>();
const end = performance.now() + seconds * 1000;
for (let i = 0; performance.now() < end; i++) {
  const request = fetch(`${url}${floodPath(i)}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": FLOODER },
  }).then(
    async (answer) => {
      await answer.arrayBuffer();
      count(answer.status);
    },
    () => count(0),
  );
  inFlight.add(request);
  request.finally(() => inFlight.delete(request));
  // 100 a second, whatever the answers take.
  await new Promise((resolve) => setTimeout(resolve, 10));
}
await Promise.all(inFlight);
parentPort?.postMessage([...statuses]);
