/**
 * What the Outbox CSV team files share (w24rows-sender-rows, w25csv-approval-rows): for a file, Lan (editor) and Bảo
 * (approver, or owner) on two CLI laptops, one real team server and one sandbox Hub (`cliTeam`, started once). The file's own
 * `setUp` writes, reviews and sends on them (`syncAll` syncs Lan, Bảo, Lan, Bảo); then each laptop is opened as the
 * app's core (Lan's first), and `csv` asks a core for the Outbox CSV as its Table exports it.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto } from '../../src-main/bridge/contract';
import { readCsvRecords, type CsvRecord } from '../../src-main/library/transfer-csv';
import type { SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from '../team/helpers';

export interface OutboxCsvTeam {
  lan: CliLaptop;
  bao: CliLaptop;
  hub: SandboxHandle;
  /** Lan's core, then Bảo's (filled once the set-up ran). */
  cores: Core[];
}

/** Registers the file's beforeAll (`setUp`, then the two cores opened) and afterAll; answers the team, filled by then. */
export function useOutboxCsvTeam(opts: { prefix: string; seed: number; baoRole?: 'approver' | 'owner' }, setUp: (team: OutboxCsvTeam, syncAll: () => Promise<void>) => Promise<void>): OutboxCsvTeam {
  const team = cliTeam({ prefix: opts.prefix, hub: { seed: opts.seed } });
  const laptops = { cores: [] as Core[] } as OutboxCsvTeam;
  const syncAll = async (): Promise<void> => {
    for (const l of [laptops.lan, laptops.bao, laptops.lan, laptops.bao]) await l.sync();
  };
  const open = async (name: 'Lan' | 'Bảo'): Promise<void> => {
    const dataDir = join(team.root(), name === 'Lan' ? 'lan' : 'bao');
    const env = { POSTROOM_TEAM_TOKEN: team.token(name), POSTROOM_API_KEY: team.sandbox().apiKey };
    laptops.cores.push(await createCore({ dataDir, shell: 'web', env, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false }));
  };

  beforeAll(async () => {
    [laptops.lan, laptops.bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: opts.baoRole ?? 'approver' }] as const);
    laptops.hub = team.sandbox();
    await setUp(laptops, syncAll);
    await open('Lan');
    await open('Bảo');
  }, 300_000);
  afterAll(async () => {
    for (const c of laptops.cores) await c.close();
    await team.stop();
  });
  return laptops;
}

/** The Outbox CSV of a core: its header's column names and its rows, each a record by column. */
export async function csv(c: Core): Promise<{ header: string[]; rows: Array<CsvRecord['cells']> }> {
  const f = await call<ExportFileDto>(c, 'outcomes.export', { format: 'csv', filter: {} });
  const r = readCsvRecords(f.content);
  if (!r.ok) throw new Error(r.message);
  return { header: f.content.split('\n')[0]!.split(','), rows: r.records.map((x) => x.cells) };
}
