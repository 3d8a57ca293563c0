/**
 * Import cycles, type-only imports included: `import-x/no-cycle` skips `import type` by design
 * (type imports are erased at build time), yet a type cycle ties two files or folders together
 * just the same. Fails on any cycle between files of apps/api/src, apps/web/src and
 * packages/shared/src, and between the API's folders (test code apart: it may reach anything).
 * Run by `npm run lint`; `--list` prints the cycles without failing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const isTestCode = (file: string) =>
  /\.test\.tsx?$|-test-helpers\.ts$/.test(file) || /^apps\/api\/src\/(test|fuzz|seed)\//.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const files = roots.flatMap(sourceFiles);
const imports = new Map<string, string[]>(
  files.map((file) => [
    file,
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((ref) => resolveImport(file, ref.fileName))
      .filter((target): target is string => target !== undefined),
  ]),
);

/** Cycles of a directed graph: one per strongly connected component of more than one node. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

const fileGraph = new Map([...imports].map(([file, targets]) => [file, new Set(targets)]));
const apiFolder = (file: string) => /^apps\/api\/src\/([^/]+)\//.exec(file)?.[1];
const folderGraph = new Map<string, Set<string>>();
for (const [file, targets] of imports) {
  const folder = apiFolder(file);
  if (!folder || isTestCode(file)) continue;
  for (const target of targets) {
    const other = apiFolder(target);
    if (!other || other === folder) continue;
    if (!folderGraph.has(folder)) folderGraph.set(folder, new Set());
    folderGraph.get(folder)!.add(other);
  }
}

const problems = [
  ...cycles(fileGraph).map((cycle) => `cycle de fichiers : ${cycle.join(' ↔ ')}`),
  ...cycles(folderGraph).map((cycle) => `cycle de dossiers (apps/api/src) : ${cycle.join(' ↔ ')}`),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0 && !process.argv.includes('--list')) process.exit(1);
