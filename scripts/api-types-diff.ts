/**
 * Where the committed generated types and a fresh generation part, or null when they are the
 * same: the first differing line, for a failure a developer can read.
 */
export function describeDifference(committed: string, fresh: string): string | null {
  if (committed === fresh) return null;
  const before = committed.split('\n');
  const after = fresh.split('\n');
  const index = before.findIndex((text, line) => text !== after[line]);
  const at = index === -1 ? before.length : index;
  return `ligne ${at + 1} : ${JSON.stringify(before[at] ?? '')} au lieu de ${JSON.stringify(after[at] ?? '')}`;
}
