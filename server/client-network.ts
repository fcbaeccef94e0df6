import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client's address stands for, as the limits count clients (issue 64): an IPv4
 * address is itself; an IPv6 address is its /64, the block one subscriber, phone or server is
 * given, so its 2^64 addresses are one client and not as many allowances; an IPv4 address
 * written as IPv6 (`::ffff:1.2.3.4`) is that IPv4 address. Anything else is kept as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail (the last 32 bits) never reaches the first 64.
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
