/** A LIKE pattern for text containing `part` as typed: its own `%` and `_` are letters, not wildcards. */
export const containing = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
