import { describe, expect, it } from "vitest";
import { nearestRoute } from "./nearest-route.ts";

describe("the route a wrong path was near", () => {
  it.each([
    ["/evnt/x", "/event/x"],
    ["/evetn/full-moon", "/event/full-moon"],
    ["/events/full-moon", "/event/full-moon"],
    ["/club/taboo-tulum", "/tulum-clubs/taboo-tulum"],
    ["/club/made-up", "/tulum-clubs/made-up"],
    ["/tulum-club/taboo-tulum", "/tulum-clubs/taboo-tulum"],
    ["/dsj/nox-verde", "/djs/nox-verde"],
    ["/brand/zamna-tulum", "/brands/zamna-tulum"],
    ["/events", "/tulum-party-mexico-event-calendar"],
    ["/brnds", "/brands"],
    ["/tulum-nighlife", "/tulum-nightlife"],
    ["/serch", "/search"],
  ])("%s -> %s", (path, route) => {
    expect(nearestRoute(path)).toBe(route);
  });

  it.each([
    "/no-such-section/at-all",
    "/wp-admin",
    "/event/x/y/z",
    "/xyz/taboo-tulum",
    `/evnt/${"a".repeat(300)}`,
  ])("%s is like no route", (path) => {
    expect(nearestRoute(path)).toBeNull();
  });
});
