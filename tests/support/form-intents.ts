import type { z } from "zod";

interface Def {
  type: string;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The values a field's schema takes: a literal's, an enum's (optional or not). */
function valuesOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === "literal") return (def.values ?? []).map(String);
  if (def.type === "enum") return Object.values(def.entries ?? {});
  if (def.type === "optional" && def.innerType) return valuesOf(def.innerType);
  return [];
}

/** The `intent` values a form's schema accepts: one per form of its page (none for a one-form page). */
export function formIntents(schema: z.ZodType): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe":
      return formIntents(def.in!);
    case "intersection":
      return [...formIntents(def.left!), ...formIntents(def.right!)];
    case "union":
      return [...new Set((def.options ?? []).flatMap(formIntents))];
    case "object":
      return def.shape?.intent ? valuesOf(def.shape.intent) : [];
    default:
      return [];
  }
}
