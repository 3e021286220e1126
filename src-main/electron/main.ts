/**
 * The Electron shell: its composition root. Secure window (context isolation,
 * sandbox, no Node in the renderer, strict CSP), single instance, the usual menu,
 * the data dir under the OS app-data folder (POSTROOM_DATA_DIR overrides), and the
 * bridge served over IPC to the app's own frames only.
 *
 * The renderer is served from app://postroom (a privileged standard, secure scheme),
 * not file://: one exact origin for isAppUrl, a CSP header on every response, and no
 * file:// page that shares its origin with the whole disk. Files chosen by the user
 * move through the renderer (the file picker and the download prompt are the system
 * dialogs); no path crosses the bridge.
 */
import { app, BrowserWindow, Menu, ipcMain, protocol, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, forwardEventsOverIpc, serveIpc, type Core } from '../bridge';
import { CSP, MIME_BY_EXT } from '../common';
import { electronSqliteBinding } from './native';
import { menuTemplate } from './menu';
import { APP_ENTRY, APP_SCHEME, CHROMIUM_FEATURES, appUrlToFile, isAppUrl, isExternalLinkAllowed } from './security';

const here = dirname(fileURLToPath(import.meta.url)); // out/main
const repoRoot = join(here, '..', '..');
const rendererDir = join(here, '..', 'renderer');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

// Before ready, once: app:// behaves like https (standard: relative URLs and 'self'; secure: a secure context).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);

/** Serves out/renderer on app://postroom; anything else (another host, `..` forms, a missing file) is a 404. */
async function serveApp(request: Request): Promise<Response> {
  const file = appUrlToFile(request.url, rendererDir);
  const headers = { 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' };
  if (file === null) return new Response('Not found', { status: 404, headers });
  try {
    const body = await readFile(file);
    return new Response(body, { headers: { ...headers, 'content-type': MIME_BY_EXT[extname(file)] ?? 'application/octet-stream' } });
  } catch {
    return new Response('Not found', { status: 404, headers });
  }
}

if (process.env.POSTROOM_DATA_DIR) app.setPath('userData', process.env.POSTROOM_DATA_DIR);
app.commandLine.appendSwitch('enable-features', CHROMIUM_FEATURES.join(','));
const binding = electronSqliteBinding(repoRoot);
if (binding) process.env.POSTROOM_SQLITE_BINDING = binding;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let win: BrowserWindow | null = null;
  let core: Core | null = null;

  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url, devServerUrl)) event.preventDefault();
    });
    contents.setWindowOpenHandler(({ url }) => {
      if (isExternalLinkAllowed(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(async () => {
    protocol.handle(APP_SCHEME, serveApp);
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
    });
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, 'Postroom')));

    core = await createCore({
      dataDir: app.getPath('userData'),
      shell: 'electron',
      openExternal: async (url) => {
        if (!isExternalLinkAllowed(url)) return false;
        await shell.openExternal(url);
        return true;
      },
      onError: (method, err) => console.error(`postroom: ${method} failed:`, err),
    });
    serveIpc(ipcMain, core.dispatch, (event) => isAppUrl(event.senderFrame?.url ?? '', devServerUrl));

    win = new BrowserWindow({
      width: 1280,
      height: 820,
      minWidth: 900,
      minHeight: 600,
      title: 'Postroom',
      // resources/ at the repository (and package) root, beside out/: the icon in the sizes the OSes want.
      icon: join(here, '..', '..', 'resources', 'icons', '512.png'),
      show: false,
      webPreferences: {
        preload: join(here, '..', 'preload', 'index.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        spellcheck: true,
        // Middle-click (auxclick) would ask for a new window; new windows are denied anyway, this stops the request.
        disableBlinkFeatures: 'Auxclick',
      },
    });
    const stopEvents = forwardEventsOverIpc(core.events, (channel, topic, payload) => {
      if (win && !win.isDestroyed()) win.webContents.send(channel, topic, payload);
    });
    win.on('closed', () => {
      stopEvents();
      win = null;
    });
    win.once('ready-to-show', () => win?.show());
    if (devServerUrl) await win.loadURL(devServerUrl);
    else await win.loadURL(APP_ENTRY);
  });

  app.on('window-all-closed', () => {
    app.quit();
  });
  app.on('will-quit', (event) => {
    if (core) {
      event.preventDefault();
      const c = core;
      core = null;
      void c.close().finally(() => app.quit());
    }
  });
}
