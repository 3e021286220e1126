import { describe, expect, it } from 'vitest';
import { appUrlToFile, isAppUrl, isExternalLinkAllowed, menuTemplate } from '../../src-main/electron';
import { electronSqliteBinding } from '../../src-main/electron';

describe('Electron shell decisions', () => {
  it('trusts exactly one origin, app://postroom (and the dev server when set), as a bridge caller', () => {
    expect(isAppUrl('app://postroom/index.html')).toBe(true);
    expect(isAppUrl('app://postroom/')).toBe(true);
    expect(isAppUrl('app://postroom/index.html#/library')).toBe(true);
    for (const bad of [
      'file:///opt/Postroom/out/renderer/index.html', // the old file:// page: no longer the app
      'file://evil.example/opt/Postroom/out/renderer/index.html', // a file:// URL with a host
      'file:///opt/Postroom/out/renderer/..%2f..%2fetc/passwd',
      'app://evil.example/index.html',
      'app://postroom.evil.example/index.html',
      'app://postroom@evil.example/index.html', // user info: the host is evil.example
      'app://user@postroom/index.html',
      'app://postroom:8080/index.html',
      'apps://postroom/index.html',
      'https://postroom/index.html',
      'https://evil.example/',
      'not a url',
      '',
    ]) expect(isAppUrl(bad), bad).toBe(false);
    expect(isAppUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://localhost:5173/', undefined)).toBe(false);
  });

  it('maps app:// requests to files inside the renderer folder only', () => {
    const dir = '/opt/Postroom/out/renderer';
    expect(appUrlToFile('app://postroom/index.html', dir)).toBe(`${dir}/index.html`);
    expect(appUrlToFile('app://postroom/', dir)).toBe(`${dir}/index.html`);
    expect(appUrlToFile('app://postroom/assets/index-1.js?x=1', dir)).toBe(`${dir}/assets/index-1.js`);
    expect(appUrlToFile('app://postroom/caf%C3%A9.png', dir)).toBe(`${dir}/café.png`);
    for (const bad of [
      'app://postroom/..%2f..%2fetc/passwd',
      'app://postroom/assets/..%2F..%2F..%2Fsecret',
      'app://postroom/..%5c..%5csecret',
      'app://postroom/%ZZ',
      'app://postroom/a%00.html',
      'app://evil.example/index.html',
      'file:///opt/Postroom/out/renderer/index.html',
    ]) expect(appUrlToFile(bad, dir), bad).toBeNull();
    // The URL parser itself resolves %2e%2e segments against the root: what is left stays inside.
    expect(appUrlToFile('app://postroom/%2e%2e/%2e%2e/etc/passwd', dir)).toBe(`${dir}/etc/passwd`);
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
