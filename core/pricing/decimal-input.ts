/**
 * A decimal number as an operator types it ("12,5", "62.50", "1.000" is not accepted: no grouping)
 * turned into an integer of `digits` decimal places: "12,5" with 2 digits is 1 250. Undefined when
 * it has more decimals than that or is not a number; floats never carry the value.
 */
export function parseDecimal(text: string, digits: number): number | undefined {
  const match = /^(-?)(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > digits) return undefined;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return sign ? -value : value;
}

/** The inverse for showing a stored value in an input: 1 250 with 2 digits is "12.5". */
export function formatDecimal(value: number, digits: number): string {
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits)
    .padStart(digits, "0")
    .replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}
