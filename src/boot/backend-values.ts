/**
 * How a backend's plain values read, shared by the app's schemas (lib/backend/schema-helpers.ts) and the code that reads
 * an answer before the app has loaded (boot/early-cards.ts). No zod here: start-up's boot chunk carries it.
 */

/** null, undefined and '' (or only spaces) all mean "not set": backends use all three for an empty field. */
export function isUnset(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Numbers that arrive as strings ("12.50") read as numbers; anything else is left as it is. */
export function toNumberIfNumeric(value: unknown) {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}
