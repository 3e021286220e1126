/**
 * The Electron shell: its composition root. Secure window (context isolation,
 * sandbox, no Node in the renderer, strict CSP), single instance, the usual menu,
 * the data dir under the OS app-data folder (POSTROOM_DATA_DIR overrides), and the
 * bridge served over IPC to the app's own frames only.
 */
import { app, BrowserWindow, Menu, ipcMain, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createCore, forwardEventsOverIpc, serveIpc, type Core } from '../bridge';
import { CSP } from '../common';
import { electronSqliteBinding } from './native';
import { menuTemplate } from './menu';
import { isAppUrl, isExternalLinkAllowed } from './security';

const here = dirname(fileURLToPath(import.meta.url)); // out/main
const repoRoot = join(here, '..', '..');
const rendererRoot = pathToFileURL(join(here, '..', 'renderer')).href;
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

if (process.env.POSTROOM_DATA_DIR) app.setPath('userData', process.env.POSTROOM_DATA_DIR);
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
      if (!isAppUrl(url, rendererRoot, devServerUrl)) event.preventDefault();
    });
    contents.setWindowOpenHandler(({ url }) => {
      if (isExternalLinkAllowed(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(async () => {
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
    serveIpc(ipcMain, core.dispatch, (event) => isAppUrl(event.senderFrame?.url ?? '', rendererRoot, devServerUrl));

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
    else await win.loadFile(join(here, '..', 'renderer', 'index.html'));
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
