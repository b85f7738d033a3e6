/**
 * Card fields as the payment page checks them before anything leaves the browser. The number
 * and the security code only ever go to the provider's tokenizer; these checks just spare the buyer
 * a round trip for a typo.
 */

/** Digits only, at most 19 (the longest card numbers). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, 19);
}

/** "4111111111111111" -> "4111 1111 1111 1111", as printed on cards. */
export function groupCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped ones. */
export function passesLuhn(input: string): boolean {
  const digits = cardDigits(input);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The security code as the card prints it: three digits, or four for American Express (numbers
 * starting 34 or 37), whose code is printed on the front.
 */
export function isValidCvv(cvv: string, cardNumber: string): boolean {
  const digits = cvv.trim();
  const length = /^3[47]/.test(cardDigits(cardNumber)) ? 4 : 3;
  return /^\d+$/.test(digits) && digits.length === length;
}

/** "MM/YY" as typed (slash optional) -> month and four-digit year, or undefined when malformed. */
export function parseExpiry(input: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
