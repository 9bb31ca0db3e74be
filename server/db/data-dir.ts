/**
 * The embedded database's folder (`DATA_DIR`) checked before PGlite opens it (docs/deploy.md
 * "A lost password"). PGlite writes into the folder as the process's user; a file in it that
 * belongs to another user (left by `npm run admin:reset-password` run as root, say) makes the next
 * opening abort deep in PGlite's WebAssembly ("RuntimeError: Aborted()"), and a run as root on the
 * server's folder leaves such files behind. Both are refused up front with what to do.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first entry of `dir` (the folder itself included, then everything below it) whose owner is
 * not `uid`.
 * @param dir - the folder; a missing one holds nothing.
 * @param uid - the user the process runs as; undefined (a system without user ids) checks nothing.
 * @returns the entry's path and owner, or null when every entry is `uid`'s.
 */
export function foreignEntryIn(dir: string, uid: number | undefined = process.getuid?.()): { path: string; uid: number } | null {
  if (uid === undefined || !existsSync(dir)) return null;
  const entries = [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => join(dir, entry))];
  for (const path of entries) {
    const owner = statSync(path, { throwIfNoEntry: false })?.uid;
    if (owner !== undefined && owner !== uid) return { path, uid: owner };
  }
  return null;
}

/**
 * Throws when `dir` holds an entry of another user than the process's ({@link foreignEntryIn}).
 * @throws Error naming the entry, its owner and the fix.
 */
export function assertOwnDataDir(dir: string, uid: number | undefined = process.getuid?.()): void {
  const foreign = foreignEntryIn(dir, uid);
  if (!foreign) return;
  throw new Error(
    `DATA_DIR ${dir}: ${foreign.path} belongs to user ${foreign.uid}, this process runs as user ${uid}. ` +
      `Run as the folder's owner (e.g. runuser -u seulanga -- …), or give the whole folder to the server's user (chown -R). ` +
      'See docs/deploy.md "A lost password".',
  );
}
