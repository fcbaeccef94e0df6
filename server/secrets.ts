import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a secret a request brought equals the configured one, in constant time: both are
 * hashed to equal-length digests first, so neither the secret nor its length leaks.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
