import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { WIRE_SCHEMAS } from "#app/content/types/wire-schemas.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { DEMO_TYPES } from "#scripts/demo-bucket/object-types.ts";

/**
 * A content type's slug is written in the registry (app/domain/cms-types.ts) and at most one
 * other app module (issue 51): adding or renaming a type is a line there, not a hunt through
 * nine files. The same word used for another thing is not the type's slug: a query's cache
 * name (`defineQuery("venues", ...)`), a route's URL path, a section's HTML id, a label for
 * the logs (`optionalContent`'s last argument), interface text and type-level literals.
 */
const REGISTRY = "app/domain/cms-types.ts";
const MOST_MODULES = 2;
const NAMING_CALLS = new Set(["defineQuery", "route", "optionalContent"]);

const ROOT = join(import.meta.dirname, "..", "..");
const slugs = new Set<string>(Object.values(CMS_TYPES));

function isAnotherThing(literal: ts.Node): boolean {
  const parent = literal.parent;
  if (ts.isJsxAttribute(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isTaggedTemplateExpression(parent)) return true;
  if (!ts.isCallExpression(parent)) return false;
  const callee = parent.expression;
  const name = ts.isIdentifier(callee) ? callee.text : "";
  if (!NAMING_CALLS.has(name)) return false;
  // defineQuery's and route's first argument names the query or the path; optionalContent's
  // last names the section in the logs.
  return name === "optionalContent"
    ? literal === parent.arguments.at(-1)
    : literal === parent.arguments[0];
}

/** The slugs of CMS types each module writes as a value, by module. */
function typeSlugsIn(file: string, text: string): Set<string> {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    const isLiteral = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (isLiteral && slugs.has(node.text) && !isAnotherThing(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function modulesBySlug(files: { file: string; text: string }[]): Map<string, string[]> {
  const bySlug = new Map<string, string[]>();
  for (const { file, text } of files)
    for (const slug of typeSlugsIn(file, text))
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), file]);
  return bySlug;
}

describe("a content type's slug has one home", () => {
  const appModules = globSync("app/**/*.{ts,tsx}", { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("app/+types"))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

  it(`each CMS type's slug is written in the registry and at most ${MOST_MODULES - 1} other app module`, () => {
    const bySlug = modulesBySlug(appModules);
    for (const slug of slugs) expect(bySlug.get(slug), slug).toContain(REGISTRY);
    const spread = [...bySlug].filter(([, files]) => files.length > MOST_MODULES);
    expect(spread).toEqual([]);
  });

  it("the measure finds a type written as a value and skips the same word naming something else", () => {
    const planted = [
      { file: "app/a.ts", text: 'getVenues("cancun-clubs", 0, 3);' },
      { file: "app/b.ts", text: 'const kind = "cancun-clubs";' },
      { file: "app/c.tsx", text: 'defineQuery("cancun-clubs", s, r); <p id="cancun-clubs" />;' },
      {
        file: "app/d.ts",
        text: 'type K = "cancun-clubs"; optionalContent(x, [], "cancun-clubs");',
      },
    ];
    expect(modulesBySlug(planted).get("cancun-clubs")).toEqual(["app/a.ts", "app/b.ts"]);
  });

  it("the schemas bucket:check reads with and the demo bucket's types are the registry's", () => {
    const registered = [...slugs].sort();
    expect(Object.keys(WIRE_SCHEMAS).sort()).toEqual(registered);
    expect([...DEMO_TYPES].sort()).toEqual(registered);
  });
});
