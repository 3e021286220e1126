/**
 * w26outbox (walk 24, 1): a send again as new after an unknown outcome (`postroom resend JOB --confirm`, the app's
 * jobs.resendUnknown) is one publish on the sender's laptop: the earlier attempt's row follows the new one's, names it
 * (`sent_again_as`) and counts in nothing. A teammate's laptop read the two shared outcomes as two unrelated publishes
 * (the attempt counted as an open "outcome unknown", the new one "sent again from" it). The resend's shared outcome now
 * names the key it replaced (library team-outcome-rows.ts RESEND_OF), so both laptops' CSVs say the same rows.
 * Lan (editor) and Bảo (owner) on CLI laptops, one REAL team server, one sandbox Hub (started once for the file).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto, OutcomeDeskDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w26links-', hub: { seed: 2626 } });
let lan: CliLaptop;
let bao: CliLaptop;
const cores: Core[] = [];
const tag = `w26links-${Date.now().toString(36)}`;
let resent = '';
let attempt = '';
let again = '';

const open = async (name: 'lan' | 'bao'): Promise<Core> => {
  const c = await createCore({ dataDir: join(team.root(), name), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name === 'lan' ? 'Lan' : 'Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  cores.push(c);
  return c;
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  resent = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x', 'facebook'], photos: ['https://cdn.example.com/w26links.jpg'], caption: `${tag} resent` }).id);
  team.sandbox().control.setFaults({ upstream_timeout: 1 });
  try {
    await lan.run(['publish', resent, '--wait', '--json']);
  } finally {
    team.sandbox().control.setFaults('none');
  }
  attempt = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: resent }))[0]!.id;
  const r = await lan.run(['resend', attempt, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  again = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: resent })).find((j) => j.parentJobId === attempt)!.id;
  for (const l of [lan, bao, lan, bao]) await l.sync();
  await open('lan');
  await open('bao');
}, 300_000);
afterAll(async () => {
  for (const c of cores) await c.close();
  await team.stop();
});

const csv = async (c: Core, draftId: string) => {
  const f = await call<ExportFileDto>(c, 'outcomes.export', { format: 'csv', filter: {} });
  const r = readCsvRecords(f.content);
  if (!r.ok) throw new Error(r.message);
  return r.records.map((x) => x.cells).filter((x) => x.draft_id === draftId);
};

describe('1: a post sent again as new after an unknown outcome, on both laptops', () => {
  it('the same rows: the new send, then the earlier attempt naming it (sent_again_as), one publish', async () => {
    const cols = (r: Record<string, string>) => [r.job_id, r.channel, r.outcome, r.state, r.post_state, r.sent_again_as, r.sent_again_from, r.sent_by];
    const [l, b] = cores as [Core, Core];
    const mine = (await csv(l, resent)).map(cols);
    const theirs = (await csv(b, resent)).map(cols);
    // The sender's laptop: each channel's row of the new send, its earlier attempt right after it.
    expect(mine.map((r) => [r[0], r[1], r[5]])).toEqual([[again, 'x', ''], [attempt, 'x', again], [again, 'facebook', ''], [attempt, 'facebook', again]]);
    expect(theirs, "Bảo's laptop says what Lan's says").toEqual(mine);
  });

  it("the summary counts the new send's channels once on both laptops (the attempt counts in nothing)", async () => {
    for (const c of cores) {
      const d = await call<OutcomeDeskDto>(c, 'outcomes.list', { filter: {} });
      const n = d.summary.total;
      expect(n.published + n.refused + n.unknown + n.waiting).toBe(2);
    }
  });
});
