/**
 * w28credit (walk 24, 2): Lan's post was refused by its channels, she retried them (`postroom retry`, the Outbox's
 * "Retry refused channels") and the retry published. Bảo's "Sent by teammates" card of her first send still said
 * "refused … Only Lan's computer can retry its refused channels", and `postroom status` on his laptop too, while Lan's
 * Outbox and Bảo's own Outbox CSV (`retried_by`, `post_state`) said it was retried and published. The card now reads the
 * publish's post state (the send and the retry that followed it up: publisher team-chains.ts), the state the CSV rows
 * carry. Lan (editor) and Bảo (owner) on CLI laptops, then opened as the app's core; one REAL team server and one sandbox
 * Hub, started once for the file.
 */
import { describe, expect, it } from 'vitest';
import type { TeammateSendDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { csv, useOutboxCsvTeam } from '../helpers/outbox-csv-team';
import { call } from './helpers';

const tag = `w28retry-${Date.now().toString(36)}`;
let draft = '';
let first = '';
let retry = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-w28retry-', seed: 2829, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], photos: ['https://cdn.example.com/w28retry.jpg'], caption: `${tag} bánh mì` }).id);
  hub.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await lan.run(['publish', draft, '--wait', '--json']);
  hub.control.setFaults({ processing_ms: 0 });
  first = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }))[0]!.id;
  await syncAll();
  await lan.ok(['retry', first, '--wait']);
  retry = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft })).find((j) => j.parentJobId === first)!.id;
  await syncAll();
});

describe("Bảo's card of Lan's post whose refused channels she retried and published", () => {
  it('the first send and its retry read as published, and nothing is left for only her computer to retry', async () => {
    const bao = team.cores[1]!;
    const cards = (await call<TeammateSendDto[]>(bao, 'jobs.team', {})).filter((c) => c.draftId === draft);
    expect(cards.map((c) => c.id).sort()).toEqual([first, retry].sort());
    for (const c of cards) {
      expect(c.post.state, c.id).toBe('published');
      expect(c.senderOnly, c.id).not.toContain('retry_refused');
    }
    // The first send's card names the retry that sent its refused channels again, as the CSV's retried_by.
    expect(cards.find((c) => c.id === first)!.retriedAs).toEqual({ jobId: retry, state: 'published', channels: ['instagram', 'facebook'] });
    expect(cards.find((c) => c.id === retry)!.retriedAs ?? null).toBeNull();
  });

  it("the card says what Bảo's own Outbox CSV says of the first send (post_state, retried_by)", async () => {
    const bao = team.cores[1]!;
    const rows = (await csv(bao)).rows.filter((r) => r.job_id === first);
    expect(rows.map((r) => [r.channel, r.post_state, r.retried_by])).toEqual([['instagram', 'published', retry], ['facebook', 'published', retry]]);
    const card = (await call<TeammateSendDto[]>(bao, 'jobs.team', {})).find((c) => c.id === first)!;
    expect(rows.every((r) => r.post_state === card.post.state)).toBe(true);
  });

  it('`postroom status` on Bảo\'s laptop says it too: published, no "only Lan\'s computer can retry"', async () => {
    const out = await team.bao.run(['status']);
    const line = out.stdout.split('\n').find((x) => x.startsWith(first)) ?? '';
    // w30retry (walk 26, 3): its own outcome, then its retry and how it went, as the card and Lan's own line say it.
    expect(line).toContain(`refused by every channel (instagram, facebook); its refused channels (instagram, facebook) were retried as a new post (job ${retry}): published`);
    expect(line).not.toMatch(/can retry/);
  });
});
