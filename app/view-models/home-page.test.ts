import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { nextNightTitle } from "./home-page.server.ts";

const context = (now: string, locale: Locale = "en") => ({
  now: new Date(now),
  locale,
  i18n: i18nFor(locale),
});

describe("home's title for the next night with parties", () => {
  it("says Tonight and Tomorrow night in the evening", () => {
    const friday = context("2026-12-04T21:30:00-05:00");
    expect(nextNightTitle("2026-12-04", friday.now, friday)).toBe("Tonight");
    expect(nextNightTitle("2026-12-05", friday.now, friday)).toBe("Tomorrow night");
  });

  it("after midnight names the night ahead by today's weekday, never Tomorrow (issue 63)", () => {
    const saturday = context("2026-12-05T01:30:00-05:00");
    expect(nextNightTitle("2026-12-04", saturday.now, saturday)).toBe("Tonight");
    expect(nextNightTitle("2026-12-05", saturday.now, saturday)).toBe("Saturday night");
    const sabado = context("2026-12-05T01:30:00-05:00", "es");
    expect(nextNightTitle("2026-12-05", sabado.now, sabado)).toBe("Sábado en la noche");
  });
});
