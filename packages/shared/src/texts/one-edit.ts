/**
 * Typo tolerance shared by the town search and the help bot: two words match despite one letter
 * missing, one too many, one wrong or two swapped.
 */
/** `a` and `b` differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    if (short.slice(start + 1) === long.slice(start + 1)) return true; // substitution
    return (
      short[start] === long[start + 1] &&
      short[start + 1] === long[start] &&
      short.slice(start + 2) === long.slice(start + 2)
    ); // two letters swapped
  }
  return short.slice(start) === long.slice(start + 1); // one letter more in `long`
}
