import { describe, expect, it } from "vitest";
import { RenderLimits } from "./render-limits.ts";

describe("render limits", () => {
  it("refuses a client past its share in flight while others still get slots", () => {
    const refused: string[] = [];
    const limits = new RenderLimits(
      { total: 3, perClient: 2, perClientPerSecond: 100 },
      (reason, client) => refused.push(`${reason}:${client}`),
    );
    const a1 = limits.tryStart("10.0.0.1");
    const a2 = limits.tryStart("10.0.0.1");
    expect(a1 && a2).toBeTruthy();
    expect(limits.tryStart("10.0.0.1")).toBeUndefined();
    expect(limits.tryStart("10.0.0.2")).toBeTruthy();
    expect(limits.tryStart("10.0.0.3")).toBeUndefined();
    expect(refused).toEqual(["client:10.0.0.1", "total:10.0.0.3"]);
    a1?.();
    a1?.(); // a second release changes nothing
    expect(limits.rendering).toBe(2);
    expect(limits.tryStart("10.0.0.3")).toBeTruthy();
    expect(limits.tryStart("10.0.0.1")).toBeUndefined();
  });

  it("counts the addresses of one IPv6 /64 as one client (issue 64)", () => {
    const limits = new RenderLimits({ total: 1000, perClient: 1000, perClientPerSecond: 45 });
    let started = 0;
    for (let i = 0; i < 120; i++) if (limits.tryStart(`2001:db8:7:7::${i.toString(16)}`)) started++;
    // One client's burst (twice its rate), as from one address.
    expect(started).toBe(90);
    expect(limits.tryStart("2001:db8:7:8::1")).toBeTruthy();
  });

  it("lets a client start so many renders a second, in bursts of twice that", () => {
    let now = 0;
    const limits = new RenderLimits(
      { total: 100, perClient: 100, perClientPerSecond: 5 },
      () => {},
      () => now,
    );
    const started = () => {
      let count = 0;
      for (let i = 0; i < 50; i++) {
        const release = limits.tryStart("10.0.0.9");
        if (release) {
          count++;
          release();
        }
      }
      return count;
    };
    expect(started()).toBe(10);
    now = 1000;
    expect(started()).toBe(5);
    // The machine's own clients are held by the total only.
    for (let i = 0; i < 50; i++) expect(limits.tryStart("127.0.0.1")).toBeTruthy();
  });

  it("gives a start back for a render released as a cheap refusal", () => {
    const limits = new RenderLimits(
      { total: 100, perClient: 100, perClientPerSecond: 5 },
      () => {},
      () => 0,
    );
    // Fifty refusals in the same instant cost the client nothing; a real page still starts.
    for (let i = 0; i < 50; i++) limits.tryStart("10.0.0.8")?.(true);
    expect(limits.tryStart("10.0.0.8")).toBeTruthy();
    // Never more than the burst back.
    let started = 0;
    for (let i = 0; i < 50; i++) if (limits.tryStart("10.0.0.7")) started++;
    expect(started).toBe(10);
  });
});
