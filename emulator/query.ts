/**
 * The subset of Cosmic's MongoDB-style object query language the site uses, evaluated in memory.
 */
export type Query = Record<string, unknown>;

export class QueryError extends Error {}

export function getPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split(".")) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function equals(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual) && !Array.isArray(expected)) {
    return actual.some((item) => equals(item, expected));
  }
  if (isPlainObject(actual) && typeof expected === "string" && typeof actual.id === "string") {
    return actual.id === expected;
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function compare(actual: unknown, expected: unknown, test: (order: number) => boolean): boolean {
  if (Array.isArray(actual)) return actual.some((item) => compare(item, expected, test));
  if (typeof actual === "number" && typeof expected === "number") {
    return test(actual - expected);
  }
  if (typeof actual === "string" && typeof expected === "string") {
    return test(actual < expected ? -1 : actual > expected ? 1 : 0);
  }
  return false;
}

const MAX_REGEX_LENGTH = 500;

function regexFrom(pattern: unknown, options: unknown): RegExp {
  if (typeof pattern !== "string") throw new QueryError("$regex takes a string");
  if (pattern.length > MAX_REGEX_LENGTH) throw new QueryError("$regex is too long");
  const flags = typeof options === "string" ? options.replace(/[^imsu]/g, "") : "";
  try {
    return new RegExp(pattern, flags);
  } catch {
    throw new QueryError(`invalid $regex: ${pattern}`);
  }
}

function matchesRegex(actual: unknown, regex: RegExp): boolean {
  if (Array.isArray(actual)) return actual.some((item) => matchesRegex(item, regex));
  return typeof actual === "string" && regex.test(actual);
}

function matchOperators(actual: unknown, operators: Record<string, unknown>): boolean {
  for (const [op, operand] of Object.entries(operators)) {
    switch (op) {
      case "$eq":
        if (!equals(actual, operand)) return false;
        break;
      case "$ne":
        if (equals(actual, operand)) return false;
        break;
      case "$gt":
        if (!compare(actual, operand, (o) => o > 0)) return false;
        break;
      case "$gte":
        if (!compare(actual, operand, (o) => o >= 0)) return false;
        break;
      case "$lt":
        if (!compare(actual, operand, (o) => o < 0)) return false;
        break;
      case "$lte":
        if (!compare(actual, operand, (o) => o <= 0)) return false;
        break;
      case "$in":
        if (!Array.isArray(operand)) throw new QueryError("$in takes an array");
        if (!operand.some((candidate) => equals(actual, candidate))) return false;
        break;
      case "$nin":
        if (!Array.isArray(operand)) throw new QueryError("$nin takes an array");
        if (operand.some((candidate) => equals(actual, candidate))) return false;
        break;
      case "$all":
        if (!Array.isArray(operand)) throw new QueryError("$all takes an array");
        if (!Array.isArray(actual)) return false;
        if (!operand.every((candidate) => actual.some((item) => equals(item, candidate)))) {
          return false;
        }
        break;
      case "$exists":
        if ((actual !== undefined && actual !== null) !== Boolean(operand)) return false;
        break;
      case "$regex":
        if (!matchesRegex(actual, regexFrom(operand, operators.$options))) return false;
        break;
      case "$options":
        if (!("$regex" in operators)) throw new QueryError("$options goes with $regex");
        break;
      case "$not":
        if (!isPlainObject(operand)) throw new QueryError("$not takes an operator object");
        if (matchOperators(actual, operand)) return false;
        break;
      default:
        throw new QueryError(`unknown operator ${op}`);
    }
  }
  return true;
}

function subQueries(operand: unknown, op: string): Query[] {
  if (!Array.isArray(operand) || !operand.every(isPlainObject)) {
    throw new QueryError(`${op} takes an array of queries`);
  }
  return operand;
}

export function matches(object: unknown, query: Query): boolean {
  for (const [key, condition] of Object.entries(query)) {
    if (key === "$and") {
      if (!subQueries(condition, key).every((q) => matches(object, q))) return false;
    } else if (key === "$or") {
      if (!subQueries(condition, key).some((q) => matches(object, q))) return false;
    } else if (key === "$nor") {
      if (subQueries(condition, key).some((q) => matches(object, q))) return false;
    } else if (key.startsWith("$")) {
      throw new QueryError(`unknown top-level operator ${key}`);
    } else {
      const actual = getPath(object, key);
      const isOperatorObject =
        isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith("$"));
      if (isOperatorObject) {
        if (!matchOperators(actual, condition)) return false;
      } else if (!equals(actual, condition)) {
        return false;
      }
    }
  }
  return true;
}

/** Keeps only the dot paths named in `props` ("slug,title,metadata.date"). */
export function project(object: Record<string, unknown>, props: readonly string[]) {
  if (props.length === 0) return object;
  const result: Record<string, unknown> = {};
  for (const path of props) {
    const value = getPath(object, path);
    if (value === undefined) continue;
    const keys = path.split(".");
    let target = result;
    for (const key of keys.slice(0, -1)) {
      const existing = target[key];
      const next: Record<string, unknown> = isPlainObject(existing) ? existing : {};
      target[key] = next;
      target = next;
    }
    target[keys[keys.length - 1] ?? path] = value;
  }
  return result;
}

function sortValue(value: unknown): string | number {
  if (typeof value === "number") return value;
  if (typeof value === "string") return value;
  return "";
}

/**
 * The sort keys Cosmic documents for objects (each may take a leading `-`), plus `title`, which
 * the original site sorted by against Cosmic. Strict mode refuses any other key, so the site
 * cannot come to rely on what the emulator happens to do with it.
 */
const DOCUMENTED_SORT =
  /^-?(created_at|modified_at|order|title|metadata\.[A-Za-z0-9_.]+)$|^-?random$/;

export function checkSortKey(sort: string | undefined): void {
  if (sort && !DOCUMENTED_SORT.test(sort)) {
    throw new QueryError(
      `sort "${sort}" is not one Cosmic documents (created_at, modified_at, random, order, metadata.KEY, title; each may start with -)`,
    );
  }
}

/** Cosmic's one-key sort: "title", "-created_at", "metadata.date", or "random". */
export function sortObjects<T>(objects: T[], sort: string | undefined, random = Math.random): T[] {
  if (!sort) return objects;
  if (sort === "random") {
    const shuffled = [...objects];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
    }
    return shuffled;
  }
  const descending = sort.startsWith("-");
  const path = descending ? sort.slice(1) : sort;
  if (!/^[A-Za-z0-9_.]+$/.test(path)) throw new QueryError(`invalid sort ${sort}`);
  return [...objects].sort((a, b) => {
    const va = sortValue(getPath(a, path));
    const vb = sortValue(getPath(b, path));
    const order = va < vb ? -1 : va > vb ? 1 : 0;
    return descending ? -order : order;
  });
}
