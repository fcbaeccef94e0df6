import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-size.ts";
import type { PreviewCard } from "./preview-card.server.ts";
import { cardVersion } from "./preview-card.server.ts";
import { cardPng, cardSvg, isMediaUrl } from "./render-card.server.ts";

const CARD: PreviewCard = {
  kind: "event",
  eyebrow: "Saturday, January 10th · 10:00 PM",
  title: "Zamna Opening",
  detail: "Zamna Tulum · Tulum",
  background: "#1e1b4b",
  accent: "#f59e0b",
  imageUrl: null,
  alt: "Zamna Opening",
};

async function pixels(card: PreviewCard) {
  const image = new Resvg(await cardSvg(card, null)).render();
  return { width: image.width, height: image.height, rgba: image.pixels };
}

/** Rows [top, bottom) of the card whose pixels differ between two renders. */
function changedRows(a: Buffer, b: Buffer): number[] {
  const rows: number[] = [];
  for (let y = 0; y < CARD_HEIGHT; y++) {
    const start = y * CARD_WIDTH * 4;
    if (
      !a.subarray(start, start + CARD_WIDTH * 4).equals(b.subarray(start, start + CARD_WIDTH * 4))
    )
      rows.push(y);
  }
  return rows;
}

describe("link preview cards", () => {
  it("are 1200x630 with the background colour where nothing is drawn", async () => {
    const { width, height, rgba } = await pixels(CARD);
    expect([width, height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const corner = (CARD_HEIGHT - 2) * CARD_WIDTH * 4 + (CARD_WIDTH - 2) * 4;
    expect([...rgba.subarray(corner, corner + 3)]).toEqual([0x1e, 0x1b, 0x4b]);
  });

  it("draw the title: another title changes only the title's rows, in white", async () => {
    const first = await pixels(CARD);
    const second = await pixels({ ...CARD, title: "Vagalume Sunset" });
    const rows = changedRows(first.rgba, second.rgba);
    expect(rows.length).toBeGreaterThan(40);
    // Below the eyebrow (about 90 px with the top border) and above the site name at the bottom.
    expect(Math.min(...rows)).toBeGreaterThan(90);
    expect(Math.max(...rows)).toBeLessThan(CARD_HEIGHT - 100);
    const middle = rows[Math.floor(rows.length / 2)] ?? 0;
    let white = 0;
    for (let x = 0; x < CARD_WIDTH; x++) {
      const at = (middle * CARD_WIDTH + x) * 4;
      if (first.rgba[at] === 255 && first.rgba[at + 1] === 255 && first.rgba[at + 2] === 255)
        white++;
    }
    expect(white).toBeGreaterThan(20);
  });

  it("change version whenever anything they show changes", () => {
    expect(cardVersion(CARD)).toBe(cardVersion({ ...CARD }));
    expect(cardVersion({ ...CARD, title: "Other" })).not.toBe(cardVersion(CARD));
    expect(cardVersion({ ...CARD, accent: "#ffffff" })).not.toBe(cardVersion(CARD));
  });
});

describe("card images", () => {
  it("are fetched only from Cosmic's media hosts over https, or the configured API's origin", () => {
    for (const url of [
      "https://imgix.cosmicjs.com/abc-party.jpg",
      "https://cdn.cosmicjs.com/abc-party.jpg",
      "https://api.cosmicjs.com/media/x.png",
    ])
      expect(isMediaUrl(url), url).toBe(true);
    for (const url of [
      "http://imgix.cosmicjs.com/abc-party.jpg",
      "https://imgix.cosmicjs.com.evil.example/x.jpg",
      "https://user:pass@cdn.cosmicjs.com/x.jpg",
      "http://127.0.0.1:3000/admin",
      "http://169.254.169.254/latest/meta-data/",
      "https://evil.example/x.jpg",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(isMediaUrl(url), url).toBe(false);
  });
});

describe("a card drawn without its image", () => {
  it("is kept a minute, not drawn again on the next request", async () => {
    // Not a media host: never fetched, so the card is drawn without its image.
    const card = { ...CARD, title: "Kept a minute", imageUrl: "https://evil.example/x.jpg" };
    const first = await cardPng(card);
    expect(first.complete).toBe(false);
    const second = await cardPng(card);
    expect(second.png).toBe(first.png);
  });
});
