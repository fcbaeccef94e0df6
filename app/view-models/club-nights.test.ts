import { describe, expect, it } from "vitest";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { testParty } from "#tests/support/test-party.ts";
import { clubNights } from "./club-nights.server.ts";

const context = {
  now: new Date("2026-11-28T02:30:00Z"),
  locale: "en" as const,
  i18n: i18nFor("en"),
};

describe("a club's nights", () => {
  it("lists them by start, a weekly night once with its dates", () => {
    const weekly = (id: string, date: string) =>
      testParty({ id, slug: `gitano-${date}`, title: "Gitano Fridays", date, startTime: "22:00" });
    const { parties, moreParties } = clubNights(
      [
        weekly("w3", "2026-12-18"),
        testParty({ id: "f", slug: "full-moon", title: "Full Moon", date: "2026-12-05" }),
        weekly("w1", "2026-12-04"),
        weekly("w2", "2026-12-11"),
      ],
      context,
    );
    expect(
      parties?.map((row) => [row.slug, row.repeats?.label ?? null, row.repeats?.dates]),
    ).toEqual([
      ["gitano-2026-12-04", "Every Friday · next Fri, Dec 04", 3],
      ["full-moon", null, undefined],
    ]);
    expect(moreParties).toBe(0);
  });

  it("shows the next nights and counts the rest; nights that failed stay unknown", () => {
    const many = Array.from({ length: ROWS_SHOWN.clubNights + 2 }, (_, i) =>
      testParty({ id: `p${i}`, slug: `night-${i}`, title: `Night ${i}`, date: "2026-12-05" }),
    );
    const nights = clubNights(many, context);
    expect(nights.parties).toHaveLength(ROWS_SHOWN.clubNights);
    expect(nights.moreParties).toBe(2);
    expect(clubNights(null, context)).toEqual({ parties: null, moreParties: 0 });
  });
});
