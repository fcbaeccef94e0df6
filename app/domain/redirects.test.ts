import { describe, expect, it } from "vitest";
import { REDIRECTS, resolveRedirect } from "./redirects.ts";

describe("redirect table", () => {
  it.each([
    ["/event/brands/zamna-tulum", "/brands/zamna-tulum"],
    ["/calendar", "/tulum-party-mexico-event-calendar"],
    ["/venues", "/tulum-clubs"],
    ["/venues/", "/tulum-clubs"],
    ["/tulum-clubs/vagalume", "/tulum-clubs/vagalume-tulum"],
    ["/tulum-clubs/taboo", "/tulum-clubs/taboo-tulum"],
    ["/today", "/tulum-events-today"],
    ["/faq", "/tulum-traveler-frequent-questions"],
    ["/tulum-new-year-2022", "/tulum-new-year-festival-2025"],
    ["/tulum-new-year-2023", "/tulum-new-year-festival-2025"],
    ["/tulum-new-year-2024", "/tulum-new-year-festival-2025"],
    ["/nye", "/tulum-new-year-festival-2025"],
    ["/tulum-shorts", "/tulum-tv"],
    ["/zamna", "/brands/zamna-tulum"],
    ["/san-jose-cabo-party", "https://cabo.party"],
    ["/event/bonbonniere-tulum-guest-dj-night", "/event/bonbonniere-tulum-residency-night"],
  ])("%s -> %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it("sends /san-jose-cabo-party to the configured Cabo site", () => {
    expect(resolveRedirect("/san-jose-cabo-party", { caboSiteUrl: "https://cabo.example" })).toBe(
      "https://cabo.example",
    );
  });

  it("applies under /es/ too, to the Spanish target", () => {
    expect(resolveRedirect("/es/calendar")).toBe("/es/tulum-party-mexico-event-calendar");
    expect(resolveRedirect("/es/event/brands/zamna-tulum/")).toBe("/es/brands/zamna-tulum");
    expect(
      resolveRedirect("/es/san-jose-cabo-party", { caboSiteUrl: "https://cabo.example" }),
    ).toBe("https://cabo.example");
    expect(resolveRedirect("/es/")).toBeNull();
  });

  it("leaves other paths alone", () => {
    expect(resolveRedirect("/")).toBeNull();
    expect(resolveRedirect("/event/some-party")).toBeNull();
    expect(resolveRedirect("/tulum-clubs/vagalume-tulum")).toBeNull();
    expect(resolveRedirect("/event/brands")).toBeNull();
  });

  it.each([
    ["/tonight", "/tulum-events-today"],
    ["/TONIGHT/", "/tulum-events-today"],
    ["/clubs", "/tulum-clubs"],
    ["/beach-clubs", "/tulum-day-beach-clubs"],
    ["/dj", "/djs"],
    ["/dj/Nox-Verde", "/djs/nox-verde"],
    ["/es/esta-noche", "/es/tulum-events-today"],
    ["/es/hoy", "/es/tulum-events-today"],
    ["/es/clubes", "/es/tulum-clubs"],
    ["/es/clubes-de-playa", "/es/tulum-day-beach-clubs"],
    ["/es/calendario", "/es/tulum-party-mexico-event-calendar"],
    ["/es/evento/zamna-tulum-festival-opening", "/es/event/zamna-tulum-festival-opening"],
    ["/es/marcas/zamna-tulum", "/es/brands/zamna-tulum"],
  ])("the guessable alias %s -> %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it("has one entry per redirect of the product and per guessable alias", () => {
    expect(REDIRECTS).toHaveLength(15 + 12);
  });
});
