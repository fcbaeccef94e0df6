import { afterEach, beforeEach, vi } from "vitest";

let unexpected: unknown[][] = [];

/**
 * Tests fail on console.error. A test that expects an error spies on console.error itself,
 * which replaces this recorder for that test.
 */
beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  const calls = unexpected;
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(
      `unexpected console.error: ${calls.map((args) => args.map(String).join(" ")).join(" | ")}`,
    );
  }
});
