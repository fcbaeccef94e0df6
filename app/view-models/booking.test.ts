import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { testParty } from "#tests/support/test-party.ts";
import { closedPartyQuestion, conciergeAnswers } from "./booking.server.ts";

const SITE = "https://tulum.example";
const party = testParty({
  id: "p1",
  slug: "jungle-night",
  title: "Jungle Night",
  date: "2026-12-04",
});
const en = { locale: "en" as const, i18n: i18nFor("en") };
const es = { locale: "es" as const, i18n: i18nFor("es") };
const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("what a party's page sends to the concierge (issue 63)", () => {
  it("asks only for what the page does not show", () => {
    const unpriced = { ...party, price: "", minAge: null };
    expect(conciergeAnswers(unpriced, {}, en.i18n)).toBe(
      "Prices, entry and directions: the concierge answers on WhatsApp.",
    );
    expect(conciergeAnswers(unpriced, { address: "Carretera 7" }, en.i18n)).toBe(
      "Prices and entry: the concierge answers on WhatsApp.",
    );
    const priced = { ...party, price: "MXN 500", minAge: null };
    expect(conciergeAnswers(priced, {}, en.i18n)).toBe(
      "Directions: the concierge answers on WhatsApp.",
    );
    expect(conciergeAnswers(priced, { address: "Carretera 7" }, en.i18n)).toBe("");
    expect(conciergeAnswers({ price: "", minAge: 21 }, { address: "x" }, es.i18n)).toBe("");
  });

  it("a postponed party asks about its new date, a cancelled one for another party, both by name", () => {
    const postponed = closedPartyQuestion({ ...party, status: "postponed" }, en, SITE);
    expect(postponed?.label).toBe("ASK ABOUT THE NEW DATE");
    expect(textOf(postponed?.href ?? "")).toBe(
      "Hi! Is there a new date for Jungle Night (https://tulum.example/event/jungle-night)?",
    );
    const cancelled = closedPartyQuestion({ ...party, status: "cancelled" }, es, SITE);
    expect(cancelled?.label).toBe("PIDE OTRA FIESTA");
    expect(textOf(cancelled?.href ?? "")).toBe(
      "¡Hola! Jungle Night (https://tulum.example/es/event/jungle-night) se canceló. ¿Qué más hay esa noche?",
    );
    expect(closedPartyQuestion({ ...party, status: "sold-out" }, en, SITE)).toBeUndefined();
  });
});
