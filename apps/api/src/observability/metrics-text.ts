/**
 * One sample of a Prometheus text exposition: the value of `name` whose labels include
 * `labels` (0 when absent). Used by the tests, the cluster test and the restore drill.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) {
      total += Number(match[3]);
      found = true;
    }
  }
  return found ? total : 0;
}

/** Every label value of `label` that `name` carries in the exposition. */
export function labelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  const pattern = new RegExp(`^${name}\\{[^}]*\\b${label}="([^"]*)"`);
  for (const line of text.split('\n')) {
    const match = pattern.exec(line);
    if (match) values.add(match[1]!);
  }
  return [...values];
}
