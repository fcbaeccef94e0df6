import type { z } from "zod";
import { wireField } from "#app/content/queries/wire-fields.server.ts";

/**
 * Content drifts from the site's schemas: an editor types a colour as "red", a field is renamed,
 * a date is left empty. An object is kept with what is valid (a field that fails is treated as
 * missing) or, when a field it cannot do without fails, left out; either way it is reported.
 */

export interface ObjectReport<T> {
  /** The parsed object, or null when it had to be left out. */
  value: T | null;
  /** One line per failing field: "metadata.date: date must be YYYY-MM-DD". */
  problems: string[];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);

/** Fields the input had a value for and the parsed output does not: a lenient field failed. */
function droppedFields(input: unknown, output: unknown, path: string[] = []): string[] {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [];
  if (typeof output !== "object" || output === null || Array.isArray(output)) return [];
  const dropped: string[] = [];
  for (const [key, after] of Object.entries(output)) {
    const before = wireField(input, key);
    if (after === undefined && !isEmpty(before)) {
      dropped.push(`${[...path, key].join(".")}: ignored, not a valid value (${preview(before)})`);
    } else if (key === "metadata") {
      dropped.push(...droppedFields(before, after, [...path, key]));
    }
  }
  return dropped;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Parses one CMS object and says what was wrong with it. */
export function checkObject<S extends z.ZodType>(
  object: unknown,
  schema: S,
): ObjectReport<z.infer<S>> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) {
    return {
      value: null,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "object"}: ${issue.message} (left out)`,
      ),
    };
  }
  return { value: parsed.data, problems: droppedFields(object, parsed.data) };
}

export function describeObject(object: unknown): string {
  if (typeof object === "object" && object !== null) {
    const slug = wireField(object, "slug");
    const id = wireField(object, "id");
    if (typeof slug === "string" && slug) return slug;
    if (typeof id === "string" && id) return id;
  }
  return "unknown";
}

/** Lines already logged; bounded so that a bucket full of drift cannot grow it without end. */
const reported = new Set<string>();
const MAX_REPORTED = 10_000;

/** Logs each problem of each object once per process, however often the object is read. */
export function reportOnce(type: string, object: unknown, problems: readonly string[]): void {
  for (const problem of problems) reportLineOnce(`${type} "${describeObject(object)}": ${problem}`);
}

/** One content problem, already naming its object, logged once (`content: ...`). */
export function reportLineOnce(problem: string): void {
  const line = `content: ${problem}`;
  if (reported.has(line)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(line);
  console.warn(line);
}
