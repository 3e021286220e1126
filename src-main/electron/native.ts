import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Native modules under two runtimes. better-sqlite3 talks to V8 directly, so its
 * binary is built per ABI: Node's copy lives in node_modules as usual; Electron's
 * copy is built by `npm run native:electron` into native/electron-<modules>/ and
 * handed to better-sqlite3 through its `nativeBinding` option (POSTROOM_SQLITE_BINDING).
 * keytar and sharp use Node-API, which is ABI-stable: one build serves both runtimes.
 */
export function electronSqliteBinding(repoRoot: string, modulesAbi = process.versions.modules): string | undefined {
  const file = join(repoRoot, 'native', `electron-${modulesAbi}`, 'better_sqlite3.node');
  return existsSync(file) ? file : undefined;
}
