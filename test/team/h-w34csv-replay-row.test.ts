/**
 * h-w34csv (walk 34, 1), a real team server and sandbox Hub (started once for the file): Lan (editor) and Bảo (approver)
 * on two CLI laptops, approval required. Lan publishes the approved post; Bảo, not told yet, publishes it too: the same
 * approval's key, so the Hub answers his call with Lan's post (a replay; it holds one). Bảo's Outbox CSV row of it had
 * his own `job_id` yet said `sent_from_this_computer=no` and an empty `sent_from`, as if Lan's laptop had made it. The
 * row is his job, made on this computer (yes) from the CLI, and says whose call his replayed (`replay_of`: Lan's job;
 * `sent_by`: Lan, who sent it first). Lan's row is hers, made on her computer, no replay. Failed on the old code
 * (`sent_from_this_computer` 'no', `sent_from` '', no `replay_of` column).
 */
import { describe, expect, it } from 'vitest';
import type { ExportFileDto, OutcomeDeskDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { csv, useOutboxCsvTeam } from '../helpers/outbox-csv-team';
import { call, type CliLaptop } from './helpers';

const tag = `h-w34csv ${Date.now().toString(36)}`;
const caption = `${tag} Áo Dài Hội An: livestream thử áo tối nay 20h`;
let id = '';
const jobOf = (l: CliLaptop): string => {
  const jobs = l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }));
  expect(jobs).toHaveLength(1);
  return jobs[0]!.id;
};

const team = useOutboxCsvTeam({ prefix: 'postroom-h-w34csv-', seed: 3434 }, async ({ lan, bao, hub }, syncAll) => {
  id = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_aodai', platforms: ['facebook'], photos: ['https://cdn.example.com/h-w34csv.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await syncAll();
  await bao.ok(['review', 'approve', id]);
  await syncAll();
  await lan.ok(['publish', id, '--wait']);
  const b = await bao.run(['publish', id, '--wait']); // not synced since Lan's publish: his call goes, under the same key
  expect(b.code, b.stdout + b.stderr).toBe(0);
  expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
  await syncAll();
});

const rowOf = async (i: number, jobId: string): Promise<Record<string, string | undefined>> => {
  const rows = (await csv(team.cores[i]!)).rows.filter((r) => r.job_id === jobId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('the Outbox CSV row of a replay', () => {
  it("Bảo's row is his job, sent from this computer from the CLI, a replay of Lan's call", async () => {
    const lans = jobOf(team.lan);
    const his = jobOf(team.bao);
    expect(his).not.toBe(lans);
    const b = await rowOf(1, his);
    expect({ job_id: b.job_id, sent_by: b.sent_by, sent_from_this_computer: b.sent_from_this_computer, sent_from: b.sent_from, replay_of: b.replay_of, outcome: b.outcome })
      .toEqual({ job_id: his, sent_by: 'Lan', sent_from_this_computer: 'yes', sent_from: 'cli', replay_of: lans, outcome: 'published' });
    const l = await rowOf(0, lans);
    expect({ job_id: l.job_id, sent_by: l.sent_by, sent_from_this_computer: l.sent_from_this_computer, sent_from: l.sent_from, replay_of: l.replay_of, outcome: l.outcome })
      .toEqual({ job_id: lans, sent_by: 'Lan', sent_from_this_computer: 'yes', sent_from: 'cli', replay_of: '', outcome: 'published' });
  });

  it('the JSON export and the Table say the same of it', async () => {
    const f = await call<ExportFileDto>(team.cores[1]!, 'outcomes.export', { format: 'json', filter: {} });
    const json = (JSON.parse(f.content) as Array<{ caption: string; sentFromThisComputer: boolean; by: string; replayed?: { of: string | null; from?: string } }>).filter((r) => r.caption === caption);
    expect(json.map((r) => ({ by: r.by, here: r.sentFromThisComputer, replayed: r.replayed }))).toEqual([{ by: 'Lan', here: true, replayed: { of: jobOf(team.lan), from: 'cli' } }]);
    const desk = await call<OutcomeDeskDto>(team.cores[1]!, 'outcomes.list', { filter: {} });
    expect(desk.rows.filter((r) => r.caption === caption).map((r) => ({ job: r.jobId, by: r.by, replayed: r.replayed }))).toEqual([{ job: jobOf(team.bao), by: 'Lan', replayed: { of: jobOf(team.lan), from: 'cli' } }]);
  });
});
