/**
 * w16words (walk 15, 8): after Bảo rejoined with a new token, his campaign's Send tab still said the send held back
 * while he was revoked as if it held now: "not sent: this computer's access was revoked", "2 held back: this
 * computer's access was revoked". The send's record keeps its reason; whether the revocation holds NOW is the session's
 * (the team port no longer holds the posts for a revoked token): the state is "not sent" (idle), the core counts the
 * posts held for a past revocation (`revokedPast`), and the batch line says it as past.
 */
import { describe, expect, it } from 'vitest';
import { batchLine } from '../../src-main/cli/commands/campaign';
import { derivedSendState, revocationPast } from '../../src-main/campaigns';
import { noSkips } from '../../src-main/campaigns/skip-reasons';
import { campaignPlans, campaigns, drafts, publishBatches, workspaces } from '../../src-main/library';
import type { TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { skippedParts } from '../../src-renderer/src/lib/batchProgress';
import { tempLibrary } from '../library/helpers';

const port = (w: TeamWaiting | null, memberId = 'm-bao'): TeamPublishPort => ({
  me: { memberId, name: 'Bảo' }, approval: () => w ?? { approvalId: 'apr-1', revision: 'r1' }, contentRevision: () => 'r1',
  keyFor: (d, a, p) => `k-${d}-${a}-${p}`, claim: () => undefined, sharedOutcome: () => null, sharedOutcomes: () => [],
});

function revokedSend() {
  const { lib } = tempLibrary();
  const posts = [1, 2].map((i) => drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: `Tết ${i}`, photos: [{ url: 'https://cdn.example.com/t.jpg' }] }));
  const ids = posts.map((d) => d.id);
  const id = campaigns.create(lib.db, { name: 'Tết', draftIds: ids }).id;
  // The send while revoked: both posts held back for the revocation (as the publisher records it).
  publishBatches.createBatch(lib.db, { id: 'bat-1', workspaceId: workspaces.getCurrent(lib.db).id, kind: 'drafts', draftIds: ids }, { now: 1, durable: 'full' });
  ids.forEach((_, position) => publishBatches.skipItem(lib.db, { batchId: 'bat-1', position, problems: [{ severity: 'error', code: 'revoked', message: 'revoked' }] }));
  campaignPlans.recordHanded(lib.db, id, ids, 'bat-1');
  campaignPlans.markSkipped(lib.db, id, ids);
  campaignPlans.setSendState(lib.db, id, 'sending');
  campaignPlans.setSendState(lib.db, id, 'done');
  return { lib, id };
}

describe('a send held back while this computer was revoked, read after it rejoined', () => {
  it('still revoked: "not sent: revoked", nothing past', () => {
    const { lib, id } = revokedSend();
    const d = derivedSendState(lib, id, port({ waiting: 'revoked' }));
    expect(d).toMatchObject({ word: 'notSentRevoked', sendState: 'idle', revokedPast: 0 });
  });

  it('back in the team: not sent (idle), 2 held back for a revocation now past', () => {
    const { lib, id } = revokedSend();
    const d = derivedSendState(lib, id, port(null));
    expect(d).toMatchObject({ word: 'idle', sendState: 'idle', revokedPast: 2 });
    // A workspace that left the team is not back in it: its port names no member.
    expect(revocationPast(port({ waiting: 'left' }, ''), 'x')).toBe(false);
    expect(revocationPast(null, 'x')).toBe(false);
  });

  it('the batch line and the Send tab legend say the reason as past', () => {
    const b = { id: 'bat_1', total: 2, skipped: 2, byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0, skippedFor: { ...noSkips(), revoked: 2 } };
    expect(batchLine(b, true)).toBe("batch bat_1: 2 posts; 2 held back: at that send, this computer's access was revoked (it is back in the team now: a new dry run or Send takes them)");
    expect(batchLine(b)).toBe("batch bat_1: 2 posts; 2 held back: this computer's access was revoked");
    expect(skippedParts(b, true)?.map((x) => x.key)).toEqual(['w16words.seg_revokedPast']);
    expect(skippedParts(b)?.map((x) => x.key)).toEqual(['w13revoked.seg_revoked']);
  });
});
