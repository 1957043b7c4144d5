/**
 * Texts in the order of their UTF-16 code units: the same on every machine and in every locale.
 * For ISO 8601 texts of one form (`2026-12-01`, `14:05`, `2026-12-01T14:05:00.000Z`) it is their
 * time order. `localeCompare` would order those the same through the locale's collation rules, at
 * many times the cost: on a phone, its first call alone builds the collator, and the calendar
 * sorts a month of sessions as it hydrates.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
