import { randomInt } from "node:crypto";

/**
 * Order numbers are what people read out to support: short, no look-alike characters (no 0/O,
 * 1/I/L), and random so they reveal nothing about sales volume. The public page is addressed by
 * a separate UUID. 31^8 ≈ 8.5 × 10^11 numbers; the database's unique index catches
 * the rare collision and the caller draws again.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 8;

export function newOrderNumber(): string {
  let number = "";
  for (let index = 0; index < LENGTH; index += 1) number += ALPHABET[randomInt(ALPHABET.length)];
  return number;
}

export const ORDER_NUMBER_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;
