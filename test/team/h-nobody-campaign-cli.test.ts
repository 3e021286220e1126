/**
 * h-nobody (walk 41a): a team whose only approver is its owner (Bảo), where authors may not approve their own posts, on the
 * CLI of one REAL team server: Lan writes two posts of a campaign and sends them for review; Bảo rewrites one (so nobody
 * may approve it). Bảo's `campaign status` and `campaign send --dry-run` say "1 waiting for approval by you" and "1 nobody
 * in this team may approve" apart, from the core's count (send-now.ts SendNow `nobody`), and --json carries the count.
 * Failed on the old code: "2 held back (2 waiting for approval)" and no `now.nobody`.
 */
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { useLanAndOwner } from './helpers';

describe("a campaign of a post Bảo may approve and one he rewrote (nobody may)", () => {
  const team = useLanAndOwner({ prefix: 'postroom-h-nobody-' });

  it("Bảo's campaign status and dry run count the post nobody may approve apart", async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const post = (caption: string) => ({ caption, platforms: ['instagram'], photos: ['https://cdn.example.com/h-nobody.jpg'], profile_id: 'prof_caphe' });
    const [a, b] = lan.lib((x) => [x.drafts.create(x.db, post('Lan wrote A')).id, x.drafts.create(x.db, post('Lan wrote B')).id]);
    await lan.sync();
    for (const id of [a!, b!]) await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    bao.lib((x) => x.drafts.update(x.db, b!, { caption: 'Lan wrote B, Bảo rewrote it' }));
    await bao.sync();
    expect(bao.lib((x) => reviewOf(x.db, b!).state)).toBe('in_review');
    const campaignId = bao.lib((x) => campaigns.create(x.db, { name: 'Tết', draftIds: [a!, b!] }).id);

    const status = await bao.run(['campaign', 'status', campaignId]);
    const said = `${status.stdout}\n${status.stderr}`;
    expect(said).toContain('2 held back (1 waiting for approval by you, 1 nobody in this team may approve)');
    expect(said).not.toContain('2 waiting for approval');
    const json = (await bao.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as { now: { waiting: number; nobody?: number; inReviewWho?: string } };
    expect(json.now).toMatchObject({ waiting: 2, nobody: 1, inReviewWho: 'you' });

    const dry = await bao.run(['campaign', 'send', campaignId, '--dry-run']);
    const dried = `${dry.stdout}\n${dry.stderr}`;
    expect(dried).toContain('waiting for approval, but nobody in this team may approve it');
    expect(dried).toContain('waiting for approval by you: 1');
  });
});
