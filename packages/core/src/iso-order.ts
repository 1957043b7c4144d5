/**
 * The order of ISO 8601 texts of one form (`2026-12-01`, `14:05`, `2026-12-01T14:05:00.000Z`):
 * their code units' order, which is their time order. `localeCompare` would give the same answer
 * through the locale's collation rules, at many times the cost: on a phone, the first call alone
 * builds the collator (the calendar sorts a month of sessions as it hydrates).
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
