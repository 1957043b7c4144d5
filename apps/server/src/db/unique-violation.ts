/** PostgreSQL's unique violation (23505), as drizzle passes it on: itself, or as its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
