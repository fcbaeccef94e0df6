import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Rooms a newcomer can hold (issue 51): a module of app/ or server/ fits in one reading, a route
 * module is a composition, a function fits on a screen or two. Data tables are rooms of their
 * own kind: a list of records is read one record at a time.
 */
const MODULE_LINES = 300;
const ROUTE_LINES = 200;
const FUNCTION_LINES = 100;
const DATA_TABLES = ["app/directory/records.ts"];

const ROOT = join(import.meta.dirname, "..", "..");
const sources = () =>
  globSync("{app,server}/**/*.{ts,tsx}", { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("app/+types"))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Every function, method and arrow function of a file with more lines than `most`. */
function longFunctions(file: string, text: string, most: number): string[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > most) found.push(`${file}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("rooms a newcomer can hold", () => {
  it(`no module of app/ or server/ is over ${MODULE_LINES} lines, data tables aside`, () => {
    const long = sources()
      .filter(({ file, text }) => !DATA_TABLES.includes(file) && lineCount(text) > MODULE_LINES)
      .map(({ file, text }) => `${file} (${lineCount(text)})`);
    expect(long).toEqual([]);
  });

  it(`no route module is over ${ROUTE_LINES} lines`, () => {
    const long = sources()
      .filter(({ file, text }) => file.startsWith("app/routes/") && lineCount(text) > ROUTE_LINES)
      .map(({ file, text }) => `${file} (${lineCount(text)})`);
    expect(long).toEqual([]);
  });

  it(`no function or component is over ${FUNCTION_LINES} lines`, () => {
    expect(
      sources().flatMap(({ file, text }) => longFunctions(file, text, FUNCTION_LINES)),
    ).toEqual([]);
    // The measure itself: a function one line too long is found.
    const planted = `function long() {\n${"  work();\n".repeat(FUNCTION_LINES - 1)}}\n`;
    expect(longFunctions("planted.ts", planted, FUNCTION_LINES)).toEqual([
      `planted.ts:1 (${FUNCTION_LINES + 1} lines)`,
    ]);
  });
});
