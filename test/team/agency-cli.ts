/**
 * What the "third laptop reads a teammate's send" files share (w9xcard-live, w10caption-live): Lan (editor), Bảo
 * (approver) and Chi (owner) as CLI laptops on one real team server beside a sandbox Hub (`cliTeam`); Lan's post sent
 * for review and approved by Bảo, each step synced to the other (`approvedByBao`); Chi's laptop opened as the app's
 * core on her data dir (`openChi`), with her team token and the Hub's key.
 */
import { join } from 'node:path';
import { createCore, type Core } from '../../src-main/bridge';
import { MemorySecretStore } from '../../src-main/secrets';
import type { CliLaptop, cliTeam } from './helpers';

type Team = ReturnType<typeof cliTeam>;

export const startAgency = (team: Team): Promise<[CliLaptop, CliLaptop, CliLaptop]> =>
  team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' }] as const);

export async function approvedByBao(lan: CliLaptop, bao: CliLaptop, id: string): Promise<void> {
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
}

export const openChi = (team: Team): Promise<Core> =>
  createCore({ dataDir: join(team.root(), 'chi'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Chi'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
