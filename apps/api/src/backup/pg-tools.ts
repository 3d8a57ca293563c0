import { execFile } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** No pg_dump / pg_restore able to work with this server: the message says what to install. */
export class PgToolMissingError extends Error {}

type Tool = 'pg_dump' | 'pg_restore';

/** Debian and Ubuntu install each major version's client tools in its own folder. */
const DEBIAN_DIR = '/usr/lib/postgresql';

function candidateDirs(binDir: string | undefined, searchPath: string): string[] {
  const debian = existsSync(DEBIAN_DIR)
    ? readdirSync(DEBIAN_DIR)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((name) => path.join(DEBIAN_DIR, name, 'bin'))
    : [];
  const onPath = searchPath.split(path.delimiter).filter(Boolean);
  return [...new Set([...(binDir ? [binDir] : []), ...debian, ...onPath])];
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15. */
export function majorOf(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

/**
 * The PostgreSQL client tool to use against a server of major version `serverMajor`: pg_dump
 * refuses a server newer than itself, and pg_restore an archive newer than itself, so the tool's
 * major version must be at least the server's. Looked for in PG_BIN_DIR, Debian's per-version
 * folders, then PATH; the highest version wins.
 */
export async function findPgTool(
  tool: Tool,
  serverMajor: number,
  options: { binDir?: string; searchPath?: string } = {},
): Promise<string> {
  const found: { file: string; major: number }[] = [];
  for (const dir of candidateDirs(options.binDir, options.searchPath ?? process.env.PATH ?? '')) {
    const file = path.join(dir, tool);
    // /bin and /usr/bin are one folder on most systems: each binary is tried once.
    if (!existsSync(file) || found.some((known) => realpathSync(known.file) === realpathSync(file)))
      continue;
    const { stdout } = await run(file, ['--version']).catch(() => ({ stdout: '' }));
    const major = majorOf(stdout);
    if (major !== null) found.push({ file, major });
  }
  const usable = found.filter((entry) => entry.major >= serverMajor);
  usable.sort((a, b) => b.major - a.major);
  if (usable[0]) return usable[0].file;
  const seen = found.map((entry) => `${tool} ${entry.major} (${entry.file})`).join(', ');
  throw new PgToolMissingError(
    [
      `${tool} ${serverMajor} ou plus récent est introuvable pour ce serveur PostgreSQL ${serverMajor}` +
        ` (trouvé : ${seen || 'aucun'}). Installez le client PostgreSQL ${serverMajor}` +
        ` (paquet postgresql-client-${serverMajor} du dépôt apt de PostgreSQL, ou Homebrew` +
        ` postgresql@${serverMajor}) puis relancez, ou indiquez son dossier bin dans PG_BIN_DIR.`,
      `${tool} ${serverMajor} or newer not found for this PostgreSQL ${serverMajor} server` +
        ` (found: ${seen || 'none'}). Install the PostgreSQL ${serverMajor} client tools` +
        ` (postgresql-client-${serverMajor} from PostgreSQL's apt repository, or Homebrew` +
        ` postgresql@${serverMajor}) and try again, or set PG_BIN_DIR to their bin folder.`,
    ].join('\n'),
  );
}

/** Runs a client tool; its error output becomes the error's message. */
export async function runPgTool(file: string, args: string[]): Promise<void> {
  try {
    await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(file)} a échoué : ${stderr || (error as Error).message}`, {
      cause: error,
    });
  }
}
