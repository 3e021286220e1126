/**
 * Walk 32, 1 (published twice): Lan's campaign send could not reach the Hub; she cancelled it (her jobs `cancelled`).
 * Bảo's laptop then sent the same approved posts under the same keys: the Hub holds them. Bảo's own job (awaiting at the
 * Hub) read as Lan's "cancelled" — a teammate's cancelled job was taken as the Hub's answer for the key — and Lan's post,
 * her job cancelled and final, read cancelled: "withdrawn", so Restore and Send sent them again under new keys (the Hub
 * held each twice). A cancelled job is this laptop's decision, never the Hub's answer; a teammate's job of the same key
 * that went on says where the post is, on every laptop.
 */
import { describe, expect, it } from 'vitest';
import { postState, withTeam, type Job, type TeamOutcome } from '../../src-main/publisher';
import { settledBy } from '../../src-main/publisher/draft-states';

const job = (over: Partial<Job> = {}): Job => ({
  id: 'j1', batchId: null, draftId: 'd1', workspaceId: 'w', idempotencyKey: 'k1', reason: 'publish', parentJobId: null, state: 'done',
  platforms: ['instagram', 'x'], fields: {}, photos: [], contentType: 'application/json', bodySha256: '', bodyBytes: 0, budgetBytes: null,
  scheduledAt: null, attempts: 1, nextAt: null, sentAt: 2_000, requestId: null, hubJobId: null, hubStatus: 'completed', result: null,
  outcomes: [{ channel: 'instagram', success: true }, { channel: 'x', success: true }], lastError: null, supersededBy: null, createdAt: 1_000, updatedAt: 2_000, finalAt: 2_000,
  ...over,
} as unknown as Job);
const cancelled = { state: 'cancelled', hubStatus: null, outcomes: null, lastError: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } } as Partial<Job>;
const awaiting = { state: 'awaiting', hubStatus: 'scheduled', outcomes: [{ channel: 'instagram', success: null }, { channel: 'x', success: null }] } as Partial<Job>;
const outcome = (over: Partial<TeamOutcome> = {}): TeamOutcome => ({ ...job({ idempotencyKey: 'k1' }), draftId: 'd1', key: 'k1', by: { memberId: 'm-bao', name: 'Bảo' }, at: 3_000, ...over });

describe('a cancelled job is never the Hub’s answer for its key (walk 32, 1)', () => {
  it('Bảo’s job at the Hub is not settled by Lan’s cancelled one', () => {
    const lanCancelled = outcome({ ...cancelled, by: { memberId: 'm-lan', name: 'Lan' } } as Partial<TeamOutcome>);
    expect(settledBy({ state: 'awaiting' }, [lanCancelled])).toBeUndefined();
    const s = postState(withTeam([job({ ...awaiting, id: 'jb' })], [lanCancelled], 'm-bao'));
    expect(s.state).toBe('scheduled');
  });

  it('Lan’s cancelled job, the key sent by Bảo: her post is at the Hub, sent by Bảo — not withdrawn', () => {
    const s = postState(withTeam([job({ ...cancelled, sentAt: null })], [outcome({ ...awaiting, sentFirst: 'original' } as Partial<TeamOutcome>)], 'm-lan'));
    expect(s.state).toBe('scheduled');
    expect(s.by?.name).toBe('Bảo');
  });

  it('two cancelled jobs of one key stay cancelled', () => {
    const s = postState(withTeam([job({ ...cancelled })], [outcome({ ...cancelled } as Partial<TeamOutcome>)], 'm-lan'));
    expect(s.state).toBe('cancelled');
  });
});
