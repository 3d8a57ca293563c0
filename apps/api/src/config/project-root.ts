import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this module to the folder holding
 * `apps/api/package.json`: the same answer whether the server runs from its TypeScript sources
 * (`apps/api/src/config`) or from the compiled bundle (`apps/api/dist`), whatever the cwd.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`racine du projet introuvable depuis ${from}`);
  }
}

/** `./data`, the web build, the SQL migrations and the blog articles are found from here. */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
