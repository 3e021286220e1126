/**
 * w26outbox (walk 24, 1): a refit after the edge's plain 413 is a NEW job (new key) that replaces the send the edge
 * refused; on the sender's laptop the two are one publish whose channels the refit decides (outcome-rows.ts chainRootOf).
 * A teammate's laptop read the two shared outcomes as two publishes: a "refused by the Hub" row beside the refit's
 * "published" (and the CSV said the refit was "sent again from" it). The refit's outcome now names the key it replaced
 * (library team-outcome-rows.ts REFIT_OF): the teammate's rows are the refit's alone, one publish. An older outcome
 * without the field stays a send of its own (nothing false is said).
 * The real team server path of the same shared field is test/team/w26outbox-links.test.ts (a resend).
 */
import { describe, expect, it } from 'vitest';
import { postState, teamChains, teammateRows, type TeammateSend } from '../../src-main/publisher';
import { teamRows } from '../../src-main/library';

const send = (id: string, key: string, at: number, job: Partial<TeammateSend['job']>): TeammateSend => {
  const j = {
    id, state: 'done' as const, hubStatus: 'completed', platforms: ['instagram'], fields: {}, outcomes: [{ platform: 'instagram', status: 'published', url: 'https://instagram.example/p/1' }],
    lastError: null, nextAt: null, createdAt: at, scheduledAt: null, by: { memberId: 'm-lan', name: 'Lan', at }, ...job,
  } as TeammateSend['job'];
  const post = postState([j]);
  return { draftId: 'd1', key, job: j, post, publish: post };
};
const refused = send('j1', 'k1', 1_000, { state: 'refused', hubStatus: null, outcomes: null, lastError: { code: 'edge_413', message: 'too large; refitted to 3000000 bytes as job j2' } });

describe("a teammate's refit in the Table", () => {
  it('is one publish: the refit decides the channel, the send it replaced has no row of its own', () => {
    const refit = send('j2', 'k2', 2_000, { fields: { [teamRows.REFIT_OF]: 'k1' } });
    const sends = [refit, refused];
    const chains = teamChains(sends);
    expect(teammateRows(sends, { chains }).map((r) => [r.jobId, r.channel, r.state, r.postState])).toEqual([['j2', 'instagram', 'published', 'published']]);
    expect(chains.publishOf('d1', 'k2')).toEqual(chains.publishOf('d1', 'k1'));
  });
  it('an older outcome naming nothing: two sends, as before', () => {
    const sends = [send('j2', 'k2', 2_000, {}), refused];
    expect(teammateRows(sends).map((r) => [r.jobId, r.state])).toEqual([['j2', 'published'], ['j1', 'hub_refused']]);
  });
});
