import { APP_VERSION } from '../../common';
import { CHANNEL_KEYS, CHANNELS } from '../../hub';
import type { ChannelDto, ConnectivityDto, SystemInfo, WorkspaceDto } from '../contract';

export interface SystemDeps {
  shell: 'electron' | 'web';
  dataDir: string;
  currentWorkspace(): Promise<WorkspaceDto | null>;
  connectivity(recheck: boolean): Promise<ConnectivityDto>;
  openExternal(url: string): Promise<boolean>;
}

export function systemHandlers(deps: SystemDeps) {
  return {
    'system.info': async (): Promise<SystemInfo> => ({
      app: 'Postroom',
      version: APP_VERSION,
      node: process.versions.node,
      electron: process.versions.electron ?? null,
      chromium: process.versions.chrome ?? null,
      platform: `${process.platform}-${process.arch}`,
      shell: deps.shell,
      dataDir: deps.dataDir,
      workspace: await deps.currentWorkspace(),
    }),
    'system.connectivity': (input: { recheck?: boolean | undefined }) => deps.connectivity(input.recheck === true),
    'system.openExternal': async (input: { url: string }) => ({ opened: await deps.openExternal(input.url) }),
    'channels.table': (): ChannelDto[] =>
      CHANNEL_KEYS.map((k) => {
        const c = CHANNELS[k];
        return {
          key: c.key, label: c.label, kind: c.kind, photo: c.photo, needsTitle: c.needsTitle,
          requiredFields: [...c.requiredFields], fields: [...c.fields], pinField: c.pinField,
          captionLimit: c.captionLimit ? { ...c.captionLimit } : null,
          titleLimit: c.titleLimit ? { ...c.titleLimit } : null,
        };
      }),
  };
}
