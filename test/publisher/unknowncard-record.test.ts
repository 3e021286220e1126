/**
 * unknowncard (walk 31, finding 2): after "Ask the Hub" the card became "Published on both channels." and its record
 * listed only the timed-out attempt: not the Hub's answer, nor when it came, nor who asked. The status read is now
 * journaled with who asked (poll.ts `asked`), and the record lists every status read and what the Hub said
 * (record.ts hubAnswers), the app's own follow-up reads apart from a person's question.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Job, JobEvent } from '../../src-main/library';
import { jobRecord } from '../../src-main/publisher';
import { toJobDto, withCampaigns } from '../../src-main/bridge/outbox';
import { timedOutButPublished, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe("the record of a post whose outcome was unknown until someone asked the Hub", () => {
  it("lists the Hub's answer to the question, with its time, after the timed-out attempt (was: the attempt alone)", async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher();
    const { job } = await timedOutButPublished(w, p);
    expect(job.state).toBe('unknown');
    const t0 = Date.now();
    const asked = await p.askHub(job.id);
    const rec = jobRecord(asked, p.events(job.id));
    expect(rec.attempts.map((a) => a.code)).toEqual(['upstream_timeout']);
    expect(rec.hubAnswers).toHaveLength(1);
    const said = rec.hubAnswers[0]!;
    expect(said).toMatchObject({ answer: 'accepted', source: 'hub', code: 'completed', asked: true, by: null });
    expect(Date.parse(said.at)).toBeGreaterThanOrEqual(t0 - 1_000);
    // The card names the Hub as its outcome's source, and when it said so (the same read).
    const dto = withCampaigns(w.lib.db, [toJobDto(asked, Date.now())])[0]!;
    expect(dto.hubSaid).toEqual({ at: said.at, asked: true, by: null });
    // A job whose call answered for itself says nothing of a read.
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const direct = (await p.publish({ draftIds: [w.draft()] }, { wait: true })).jobs[0]!;
    expect(direct.state).toBe('done');
    expect(withCampaigns(w.lib.db, [toJobDto(direct, Date.now())])[0]!.hubSaid ?? null).toBeNull();
  });

  it('names who asked in a team, and tells the app\'s own status reads and a read that got no status apart', () => {
    const job = { id: 'j', draftId: 'd', idempotencyKey: 'k', reason: 'publish', parentJobId: null, platforms: ['x'], fields: {}, state: 'done', hubStatus: 'completed', outcomes: [] } as unknown as Job;
    const ev = (id: number, type: string, detail: Record<string, unknown> | null): JobEvent => ({ id, jobId: 'j', at: Date.parse('2026-11-28T18:00:00Z') + id * 60_000, type, state: null, detail });
    const rec = jobRecord(job, [
      ev(1, 'attempt', { attempt: 1, key: 'k' }),
      ev(2, 'answer', { kind: 'refused', http: 502, code: 'upstream_timeout', message: 'timed out' }),
      ev(3, 'status_unreadable', { answer: { kind: 'network', error: 'ECONNRESET', maybeDelivered: true }, asked: true, by: 'Bảo' }),
      ev(4, 'status_pending', { status: 'processing' }),
      ev(5, 'status_final', { status: 'completed', asked: true, by: 'Lan' }),
    ]);
    expect(rec.hubAnswers.map((a) => [a.at.slice(11, 16), a.answer, a.source, a.code, a.asked, a.by])).toEqual([
      ['18:03', 'network', 'network', 'network', true, 'Bảo'],
      ['18:04', 'accepted', 'hub', 'processing', false, null],
      ['18:05', 'accepted', 'hub', 'completed', true, 'Lan'],
    ]);
  });
});
