import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { homeContentWireSchema } from "./schemas.server.ts";
import type { HomeContent } from "./types.ts";

/** The editor-managed hero of the home page (SPEC 9: one object). */
export async function getHomeContent(): Promise<HomeContent | null> {
  const page = await cachedObjects({
    type: "home-contents",
    props: ["title", "content", "metadata"],
    limit: LIMITS.tvAndHomeContent,
  });
  const [wire] = parseEach(page.objects, homeContentWireSchema, "home-contents");
  if (!wire) return null;
  const link = wire.metadata.link ?? "";
  return {
    title: wire.title,
    content: sanitizeContent(wire.content ?? ""),
    image: wire.metadata.image ?? null,
    link: link.startsWith("/") ? link : "",
    primaryColor: wire.metadata.primary_color ?? null,
    secondaryColor: wire.metadata.secondary_color ?? null,
  };
}
