/** "Call of Duty: Mobile" -> "CD": the first letters of the first two capitalised words. */
export function initials(name: string): string {
  const words = name.split(/[\s:]+/).filter((word) => /^[A-Z0-9]/.test(word));
  return (words.length ? words : [name])
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}
