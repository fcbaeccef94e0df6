import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getPartyBySlug, getUpcomingParties } from "#app/content/types/parties.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";

let emulator: Emulator;
const now = new Date("2026-01-10T15:00:00Z");

beforeAll(async () => {
  emulator = await useEmulatorForContent(
    writeFixtureBucket([
      fixtureObject("p1", "parties", "good-night", {
        date: "2026-01-12",
        start_time: "22:00",
        primary_color: "#123456",
      }),
      fixtureObject("p2", "parties", "broken-date", { date: "next friday" }),
      fixtureObject("p3", "parties", "odd-fields", {
        date: "2026-01-13",
        start_time: "late",
        primary_color: "red; background:url(x)",
        show_in_main_page: "yes",
        tickets_link: "javascript:alert(1)",
      }),
      fixtureObject(
        "p4",
        "parties",
        "hostile-html",
        {
          date: "2026-01-14",
          extra_content:
            '<svg onload="alert(1)"><script>alert(2)</script></svg><p onclick="x()">Hi <a href="javascript:alert(3)">link</a></p>',
        },
        {
          content:
            '<p>Fine</p><script>steal()</script><img src="x" onerror="alert(1)"><a href="https://ok.example">ok</a><p>unclosed',
        },
      ),
    ]),
  );
});
afterAll(() => emulator.close());

describe("malformed CMS data", () => {
  it("renders the rest of a list and logs each bad field once, naming type, slug and field", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { items } = await getUpcomingParties(now, 1);
    expect(items.map((p) => p.slug)).toEqual(["good-night", "odd-fields", "hostile-html"]);
    const lines = warn.mock.calls.map((call) => String(call[0])).sort();
    expect(lines).toEqual(
      [
        'content: parties "broken-date": metadata.date: date must be YYYY-MM-DD (left out)',
        'content: parties "odd-fields": metadata.start_time: ignored, not a valid value ("late")',
        'content: parties "odd-fields": metadata.primary_color: ignored, not a valid value ("red; background:url(x)")',
        'content: parties "odd-fields": metadata.show_in_main_page: ignored, not a valid value ("yes")',
      ].sort(),
    );
    // Read again (a page view later): nothing new to say.
    warn.mockClear();
    await getUpcomingParties(now, 1);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("treats wrong-shaped optional fields as missing", async () => {
    const party = await getPartyBySlug("odd-fields");
    expect(party?.startTime).toBeUndefined();
    expect(party?.primaryColor).toBeNull();
    expect(party?.showInMainPage).toBe(false);
    expect(party?.ticketsLink).toBe("");
  });

  it("sanitises CMS HTML in content and metadata", async () => {
    const party = await getPartyBySlug("hostile-html");
    const html = `${party?.content} ${party?.extraContent}`;
    expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg/i);
    expect(party?.content).toContain("<p>Fine</p>");
    expect(party?.content).toContain('href="https://ok.example"');
    expect(party?.content).toContain("<p>unclosed</p>");
  });
});
