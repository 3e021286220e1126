import { APP_VERSION, dataPaths } from '../../common';
import type { Command } from '../command';

export const infoCommand: Command = {
  name: 'info',
  summary: 'versions, data dir and current workspace',
  usage: 'info [--json]',
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

/** Read lazily so `info` works before any library exists. Replaced once workspaces land. */
async function currentWorkspaceName(_dataDir: string): Promise<string | null> {
  return null;
}
