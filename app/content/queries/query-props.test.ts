import { describe, expect, it } from "vitest";
import { z } from "zod";
import { propsOf } from "./query-props.ts";
import { imageSchema, lenient, text } from "./wire-fields.server.ts";

describe("propsOf: what a query asks Cosmic for, from the schema that reads the answer", () => {
  it("lists top-level keys and each metadata key, through defaults and catches", () => {
    const schema = z.object({
      slug: z.string(),
      title: z.string(),
      published_at: lenient(z.string()),
      metadata: z
        .object({ caption: text, cover: lenient(imageSchema) })
        .loose()
        .default({}),
    });
    expect(propsOf(schema)).toEqual([
      "slug",
      "title",
      "published_at",
      "metadata.caption",
      "metadata.cover",
    ]);
  });

  it("sees through a transform and asks for a metadata that is not an object whole", () => {
    const schema = z
      .object({ slug: z.string(), metadata: z.unknown() })
      .transform((wire) => wire.slug);
    expect(propsOf(schema)).toEqual(["slug", "metadata"]);
  });

  it("refuses a schema that is not an object", () => {
    expect(() => propsOf(z.string())).toThrow("object schema");
  });
});
