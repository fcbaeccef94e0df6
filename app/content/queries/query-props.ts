import { z } from "zod";

/** The object schema inside defaults, optionals, catches and transforms, if there is one. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodCatch
  ) {
    return objectShape(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return objectShape(schema.in);
  return null;
}

/**
 * What to ask Cosmic for, from the schema that reads the answer: its top-level keys, and each
 * key of `metadata` as `metadata.key`. A field the schema reads is never missing from a request.
 */
export function propsOf(schema: z.core.$ZodType): string[] {
  const shape = objectShape(schema);
  if (!shape) throw new Error("a query's schema must be an object schema");
  return Object.entries(shape).flatMap(([key, field]) => {
    const metadata = key === "metadata" ? objectShape(field) : null;
    return metadata ? Object.keys(metadata).map((name) => `metadata.${name}`) : [key];
  });
}
