/**
 * w26outbox (walk 24, 1): a send again as new after an unknown outcome (`postroom resend JOB --confirm`, the app's
 * jobs.resendUnknown) is one publish on the sender's laptop: the earlier attempt's row follows the new one's, names it
 * (`sent_again_as`) and counts in nothing. A teammate's laptop read the two shared outcomes as two unrelated publishes
 * (the attempt counted as an open "outcome unknown", the new one "sent again from" it). The resend's shared outcome now
 * names the key it replaced (library team-outcome-rows.ts RESEND_OF), so both laptops' CSVs say the same rows.
 * Lan (editor) and Bảo (owner) on CLI laptops, one REAL team server, one sandbox Hub (started once for the file).
 */
import { describe, expect, it } from 'vitest';
import type { OutcomeDeskDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { csv, useOutboxCsvTeam } from '../helpers/outbox-csv-team';
import { call } from './helpers';

const tag = `w26links-${Date.now().toString(36)}`;
let resent = '';
let attempt = '';
let again = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-w26links-', seed: 2626, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  resent = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x', 'facebook'], photos: ['https://cdn.example.com/w26links.jpg'], caption: `${tag} resent` }).id);
  hub.control.setFaults({ upstream_timeout_lost: 1 });
  try {
    await lan.run(['publish', resent, '--wait', '--json']);
  } finally {
    hub.control.setFaults('none');
  }
  attempt = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: resent }))[0]!.id;
  const r = await lan.run(['resend', attempt, '--confirm', '--settle-seconds', '0', '--wait', '--json']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  again = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: resent })).find((j) => j.parentJobId === attempt)!.id;
  await syncAll();
});

const rowsOf = async (c: (typeof team.cores)[number], draftId: string) => (await csv(c)).rows.filter((x) => x.draft_id === draftId);

describe('1: a post sent again as new after an unknown outcome, on both laptops', () => {
  it('the same rows: the new send, then the earlier attempt naming it (sent_again_as), one publish', async () => {
    const cols = (r: Record<string, string>) => [r.job_id, r.channel, r.outcome, r.state, r.post_state, r.sent_again_as, r.sent_again_from, r.sent_by];
    const [l, b] = team.cores;
    const mine = (await rowsOf(l!, resent)).map(cols);
    const theirs = (await rowsOf(b!, resent)).map(cols);
    // The sender's laptop: each channel's row of the new send, its earlier attempt right after it.
    expect(mine.map((r) => [r[0], r[1], r[5]])).toEqual([[again, 'x', ''], [attempt, 'x', again], [again, 'facebook', ''], [attempt, 'facebook', again]]);
    expect(theirs, "Bảo's laptop says what Lan's says").toEqual(mine);
  });

  it("the summary counts the new send's channels once on both laptops (the attempt counts in nothing)", async () => {
    for (const c of team.cores) {
      const d = await call<OutcomeDeskDto>(c, 'outcomes.list', { filter: {} });
      const n = d.summary.total;
      expect(n.published + n.refused + n.unknown + n.waiting).toBe(2);
    }
  });
});
