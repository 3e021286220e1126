import { describe, expect, it } from 'vitest';
import { isAppUrl, isExternalLinkAllowed, menuTemplate } from '../../src-main/electron';
import { electronSqliteBinding } from '../../src-main/electron';

const root = 'file:///opt/Postroom/out/renderer';

describe('Electron shell decisions', () => {
  it('trusts only the app renderer (and the dev server when set) as a bridge caller', () => {
    expect(isAppUrl('file:///opt/Postroom/out/renderer/index.html', root)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', root)).toBe(false);
    expect(isAppUrl('file:///opt/Postroom/out/renderer-evil/index.html', root)).toBe(false);
    expect(isAppUrl('https://evil.example/', root)).toBe(false);
    expect(isAppUrl('http://localhost:5173/', root, 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', root, 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', root)).toBe(false);
  });

  it('opens only web and mail links externally', () => {
    expect(isExternalLinkAllowed('https://developers.tiktok.com/doc')).toBe(true);
    expect(isExternalLinkAllowed('mailto:a@b.c')).toBe(true);
    expect(isExternalLinkAllowed('file:///etc/passwd')).toBe(false);
    expect(isExternalLinkAllowed('javascript:alert(1)')).toBe(false);
    expect(isExternalLinkAllowed('smb://host/share')).toBe(false);
  });

  it('has the usual menu roles for shortcuts on every OS', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const roles = JSON.stringify(menuTemplate(platform, 'Postroom'));
      for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'reload', 'zoomIn', 'togglefullscreen']) expect(roles).toContain(`"${role}"`);
    }
  });

  it('finds no Electron build of better-sqlite3 for an ABI that was never built', () => {
    expect(electronSqliteBinding(process.cwd(), 'no-such-abi')).toBeUndefined();
  });
});

describe('SQLite binding per runtime', () => {
  it('passes the Electron build to better-sqlite3 only when the shell names one', async () => {
    const { sqliteOptions } = await import('../../src-main/common');
    expect(sqliteOptions({})).toEqual({});
    expect(sqliteOptions({ POSTROOM_SQLITE_BINDING: '/x/native/electron-140/better_sqlite3.node' })).toEqual({ nativeBinding: '/x/native/electron-140/better_sqlite3.node' });
  });

  it('really loads the binding it is given (a wrong file fails loudly, not silently falling back)', async () => {
    const { openLibrary } = await import('../../src-main/library');
    expect(() => openLibrary(':memory:', { nativeBinding: '/nonexistent/better_sqlite3.node' })).toThrow();
  });
});
