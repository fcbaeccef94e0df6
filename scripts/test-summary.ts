/**
 * Prints one closing line for the whole suite, "N passed, N failed", from the JSON reports the
 * unit and browser runs write (CI reads that line).
 */
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

const reportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().default(0),
  numTodoTests: z.number().default(0),
});

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [".tmp/unit-results.json", ".tmp/e2e-results.json"]) {
  if (!existsSync(file)) {
    console.error(`test summary: ${file} is missing`);
    process.exit(1);
  }
  const report = reportSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
