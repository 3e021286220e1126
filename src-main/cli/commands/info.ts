import { existsSync } from 'node:fs';
import { APP_VERSION, dataPaths } from '../../common';
import type { Command } from '../command';

export const infoCommand: Command = {
  name: 'info',
  area: 'app',
  summary: 'versions, data dir and current workspace',
  example: 'info --json',
  async run(ctx) {
    const paths = dataPaths(ctx.dataDir);
    const value = {
      app: 'Postroom',
      version: APP_VERSION,
      node: process.versions.node,
      electron: process.versions.electron ?? null,
      platform: `${process.platform}-${process.arch}`,
      dataDir: ctx.dataDir,
      library: paths.library,
      workspace: await currentWorkspaceName(ctx.dataDir),
    };
    ctx.emit(value, Object.entries(value).map(([k, v]) => `${k.padEnd(10)} ${v ?? '-'}`).join('\n'));
    return 0;
  },
};

/**
 * The current workspace's name. Before any library exists (info never creates one), the workspace a new library starts
 * in, as `workspace list` (which creates it) shows it current: w30walk (walk 27, 4) — was "workspace -" beside "* Sandbox".
 */
async function currentWorkspaceName(dataDir: string): Promise<string> {
  const file = dataPaths(dataDir).library;
  const { openLibrary, workspaces } = await import('../../library');
  if (!existsSync(file)) return workspaces.FIRST_WORKSPACE_NAME;
  const lib = openLibrary(file);
  try {
    return lib.workspaces.getCurrent(lib.db).name;
  } finally {
    lib.close();
  }
}
