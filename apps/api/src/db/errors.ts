/** True for PostgreSQL's unique_violation (23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === '23505');
}
