import type { TextField } from "../../core/catalog/types";

/**
 * Moonton's account ID for Mobile Legends and Magic Chess: Go Go: a User ID and the Zone ID shown in
 * brackets after it ("123456789 (2345)"), which suppliers take joined. The examples are each game's
 * placeholders.
 */
export function moontonIdFields(examples: { userId: string; zoneId: string }): TextField[] {
  return [
    {
      type: "text",
      name: "userId",
      kind: "userId",
      charset: "digits",
      minLength: 5,
      maxLength: 12,
      example: examples.userId,
    },
    {
      type: "text",
      name: "zoneId",
      kind: "zoneId",
      charset: "digits",
      minLength: 4,
      maxLength: 4,
      example: examples.zoneId,
      bracketed: true,
    },
  ];
}
