/**
 * A post record's attempt lines (issue 32, left32): the core records what came back and who said it
 * (publisher/record.ts), and the record panel says it in words first (src-renderer/src/lib/attempts.ts,
 * through the shared error model), the HTTP status and code only in a detail.
 */
import { describe, expect, it } from 'vitest';
import type { Job, JobEvent } from '../../src-main/library';
import { jobRecord } from '../../src-main/publisher';
import { attemptWords } from '../../src-renderer/src/lib/attempts';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

let n = 0;
const ev = (type: string, detail: Record<string, unknown> | null): JobEvent => ({ id: ++n, jobId: 'j', at: 1_800_000_000_000 + n * 1000, type, state: null, detail });
const job = { id: 'j', draftId: 'd', idempotencyKey: 'k', reason: 'publish', parentJobId: null, platforms: ['x'], fields: {}, state: 'done', hubStatus: 'completed', outcomes: [] } as unknown as Job;

const record = jobRecord(job, [
  ev('attempt', { attempt: 1, key: 'k' }), ev('answer', { kind: 'refused', http: 502, code: 'upstream_timeout', message: 'upstream timed out after 30s' }),
  ev('attempt', { attempt: 2, key: 'k' }), ev('answer', { kind: 'network', error: 'TypeError: fetch failed', maybeDelivered: true }),
  ev('attempt', { attempt: 3, key: 'k' }), ev('answer', { kind: 'edge_413', http: 413 }),
  ev('attempt', { attempt: 4, key: 'k' }), ev('answer', { kind: 'malformed', http: 200, reason: 'body is not JSON' }),
  ev('attempt', { attempt: 5, key: 'k' }), ev('answer', { kind: 'accepted', http: 200, status: 'completed', request_id: 'r1' }),
  ev('attempt', { attempt: 6, key: 'k' }),
]);

describe('a record\'s attempts say who answered', () => {
  it('records what came back and who said it: the Hub, or the network when nothing came through', () => {
    expect(record.attempts.map((a) => [a.answer, a.source, a.http, a.code])).toEqual([
      ['refused', 'hub', 502, 'upstream_timeout'],
      ['network', 'network', null, 'network'],
      ['edge_413', 'hub', 413, 'edge_413'],
      ['malformed', 'hub', 200, 'malformed'],
      ['accepted', 'hub', 200, 'completed'],
      [null, null, null, null],
    ]);
  });

  it('says the answer in words first, naming who said it; the status, code and raw words only in a detail', () => {
    const w = record.attempts.map((a) => attemptWords(a, 'en'));
    expect(w[0]).toEqual({ who: 'The Hub', words: { text: 'The Hub waited too long. The outcome is unknown: the post MAY be live.' }, detail: '502 upstream_timeout: The Hub’s own words: “upstream timed out after 30s”' });
    expect(w[1]).toMatchObject({ who: 'The network', detail: 'network: TypeError: fetch failed' });
    expect(w[2]).toMatchObject({ who: 'The Hub', words: { text: 'The Hub’s front door refused the upload as too large.' }, detail: '413 edge_413' });
    expect(w[4]).toEqual({ who: 'The Hub', words: { key: 'attempts.took.completed' }, detail: '200 completed' });
    expect(w[5]).toEqual({ who: null, words: { key: 'outcome.noAnswer' }, detail: null });
    expect(w[3]).toMatchObject({ who: 'The Hub', detail: '200 malformed: body is not JSON' }); // h-words: this computer's reading, not the Hub's words
    for (const x of w) if ('text' in x.words) expect(x.words.text).not.toMatch(/[a-z]+_[a-z]+|TypeError|\b\d{3}\b/);
    expect(attemptWords(record.attempts[0]!, 'vi')).toMatchObject({ who: 'Hub', words: { text: 'Hub chờ quá lâu. Không rõ kết quả: bài CÓ THỂ đã lên.' } });
  });

  it.each([['en', en], ['vi', vi]] as const)('has words in %s for every post status the Hub answers, and one for any other', (_lang, catalog) => {
    const took = (catalog as unknown as { attempts: { took: Record<string, string> } }).attempts.took;
    expect(Object.keys(took).sort()).toEqual(['completed', 'failed', 'other', 'partial', 'processing', 'scheduled']);
    for (const v of Object.values(took)) expect(v).toMatch(/\S/);
    const unheard = attemptWords({ ...record.attempts[4]!, code: 'archived' }, 'en');
    expect(unheard.words).toEqual({ key: 'attempts.took.other' });
  });
});
