import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("a client's network (issue 64)", () => {
  it("is an IPv4 address itself, also when written as IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const network = "2001:db8:12:34::/64";
    for (const address of [
      "2001:db8:12:34::1",
      "2001:0db8:0012:0034:ffff:ffff:ffff:ffff",
      "2001:DB8:12:34:1:2:3:4",
      "2001:db8:12:34:abcd::",
    ])
      expect(clientNetwork(address), address).toBe(network);
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8::5:6:7:8:9")).toBe("2001:db8:0:5::/64");
    expect(clientNetwork("2001:db8:12:35::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as it is", () => {
    expect(clientNetwork("")).toBe("");
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});
