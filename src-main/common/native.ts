/**
 * better-sqlite3 talks to V8 directly, so each runtime needs its own build of it.
 * Under Node the copy in node_modules is used. The Electron shell sets
 * POSTROOM_SQLITE_BINDING to the Electron-ABI copy built by `npm run native:electron`;
 * every `new Database` in the core passes this, so the two builds never replace each other.
 */
export function sqliteOptions(env: NodeJS.ProcessEnv = process.env): { nativeBinding?: string } {
  const binding = env.POSTROOM_SQLITE_BINDING?.trim();
  return binding ? { nativeBinding: binding } : {};
}
