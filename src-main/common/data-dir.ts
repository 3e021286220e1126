import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where all user data lives: `library.sqlite`, the media cache, the sandbox state.
 * `POSTROOM_DATA_DIR` overrides; otherwise the per-OS application-data folder
 * (the same folder Electron's `app.getPath('userData')` gives for "Postroom").
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const override = env.POSTROOM_DATA_DIR?.trim();
  if (override) return resolve(override);
  const home = homedir();
  switch (platform) {
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'Postroom');
    case 'win32':
      return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Postroom');
    default:
      return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'Postroom');
  }
}

/** Creates the data dir (and parents) if missing and returns its absolute path. */
export function ensureDataDir(dir: string): string {
  const abs = resolve(dir);
  mkdirSync(abs, { recursive: true, mode: 0o700 });
  return abs;
}

export const dataPaths = (dir: string) => ({
  library: join(dir, 'library.sqlite'),
  mediaCache: join(dir, 'media-cache'),
  sandbox: join(dir, 'sandbox.sqlite'),
  logs: join(dir, 'logs'),
});
