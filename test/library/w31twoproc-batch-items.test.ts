/**
 * w31twoproc (walk 29): a batch item another process journaled is never skipped over its job, and a library where an
 * older build did so (Lan's: items 4 and 5 'skipped' with "already sent under its approval (this computer holds the
 * job)" AND the CLI's job) reads each post once, journaled with its job. The two processes themselves:
 * test/publisher/w31twoproc-app-beside-cli.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { openLibrary, publishBatches, publishJobs, type NewJob, type WritableDB } from '../../src-main/library';
import { tempDir } from './helpers';

const newJob = (n: number): NewJob => ({
  id: `job-${n}`, batchId: 'b1', draftId: `d${n}`, workspaceId: 'w1', idempotencyKey: `pra_key-${n}`, reason: 'publish', parentJobId: null,
  platforms: ['x'], fields: { profile_id: 'p1', platforms: ['x'], caption: 'hi' }, photos: [],
  contentType: 'application/json', body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
});
const HELD = [{ severity: 'error', code: 'already_sent', channel: null, field: null, message: 'already sent under its approval (this computer holds the job)' }];

function batchOfThree(): WritableDB {
  const { db } = openLibrary(`${tempDir()}/library.sqlite`);
  publishBatches.createBatch(db, { id: 'b1', workspaceId: 'w1', kind: 'drafts', draftIds: ['d0', 'd1', 'd2'] }, { now: 500, durable: 'full' });
  publishJobs.insertJobs(db, [0, 1].map((n) => ({ job: newJob(n), item: { batchId: 'b1', position: n } })), { now: 1000, durable: 'full' });
  return db;
}

describe('a batch item journaled by another process', () => {
  it('is not skipped over its job: only a pending item is (skipItem says which it did)', () => {
    const db = batchOfThree();
    expect(publishBatches.skipItem(db, { batchId: 'b1', position: 1, problems: HELD })).toBe(false);
    expect(publishBatches.skipItem(db, { batchId: 'b1', position: 2, problems: [{ code: 'no_profile' }] })).toBe(true);
    expect(publishBatches.skipItem(db, { batchId: 'b1', position: 2, problems: HELD })).toBe(false); // skipped once, for its own problem
    expect(publishBatches.batchItems(db, 'b1').map((i) => [i.state, i.jobId, i.problems])).toEqual([
      ['journaled', 'job-0', null], ['journaled', 'job-1', null], ['skipped', null, [{ code: 'no_profile' }]],
    ]);
    expect(publishBatches.itemCounts(db, 'b1')).toEqual({ journaled: 2, skipped: 1 });
  });

  it('left skipped WITH its job by an older build, reads as journaled with its job: counted once', () => {
    const db = batchOfThree();
    // What the older build's skipItem wrote over the other process's claim (Lan's rows).
    db.prepare(`UPDATE publish_batch_items SET state = 'skipped', problems = ? WHERE batch_id = 'b1' AND position = 1`).run(JSON.stringify(HELD));
    expect(publishBatches.batchItems(db, 'b1').map((i) => [i.state, i.jobId, i.problems])).toEqual([
      ['journaled', 'job-0', null], ['journaled', 'job-1', null], ['pending', null, null],
    ]);
    expect(publishBatches.batchItems(db, 'b1', { state: 'skipped' })).toEqual([]);
    expect(publishBatches.batchItems(db, 'b1', { state: 'journaled' }).map((i) => i.jobId)).toEqual(['job-0', 'job-1']);
    expect(publishBatches.itemCounts(db, 'b1')).toEqual({ journaled: 2, pending: 1 });
  });
});
