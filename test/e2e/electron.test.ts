/**
 * The Electron end-to-end test: Playwright's _electron drives the real app window.
 * It runs where the Electron binary exists (and a display, or xvfb-run, is there);
 * elsewhere it prints a one-line reason and is skipped with it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _electron } from 'playwright-core';
// @ts-expect-error: plain .mjs helper shared with scripts/start.mjs
import { findElectron } from '../../scripts/electron-binary.mjs';
import { repoRoot } from './helpers/webhost';

const found = findElectron() as { ok: true; path: string } | { ok: false; reason: string };
const why = !found.ok ? found.reason : process.platform === 'linux' && !process.env.DISPLAY ? 'no display (run under xvfb-run)' : null;
if (why) console.warn(`Electron e2e not run: ${why}.`);

describe.skipIf(why !== null)(`Electron app${why ? ` (not run: ${why})` : ''}`, () => {
  it('opens a secure window that reaches the core over IPC', async () => {
    if (!found.ok) return;
    const app = await _electron.launch({ executablePath: found.path, args: [repoRoot], env: { ...process.env, POSTROOM_DATA_DIR: mkdtempSync(join(tmpdir(), 'postroom-electron-')) } });
    try {
      const win = await app.firstWindow();
      // Context isolation + sandbox + no Node integration, seen from the page: no require, no
      // process, and the preload's world invisible except for the one exposed API.
      const page = await win.evaluate(() => ({
        require: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
        api: Object.keys((window as unknown as { postroom: object }).postroom).sort(),
      }));
      expect(page).toEqual({ require: 'undefined', process: 'undefined', api: ['invoke', 'on', 'transport'] });
      const info = await win.evaluate(async () => (window as unknown as { postroom: { invoke(m: string, i: unknown): Promise<{ ok: boolean; value: { shell: string } }> } }).postroom.invoke('system.info', {}));
      expect(info).toMatchObject({ ok: true, value: { shell: 'electron' } });
      await win.screenshot({ path: join(repoRoot, 'test-results', 'screens', 'electron-window.png') });
    } finally {
      await app.close();
    }
  });
});
