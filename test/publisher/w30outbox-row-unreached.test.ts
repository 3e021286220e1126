/**
 * w30outbox (walk 25, helpers' left-outs, 2): the Outbox Table's time of a job whose calls never reached the Hub (the Hub
 * down: post state sending, retrying on `network`) said "Handed to the Hub at 8:15" in its tooltip, while the job's card
 * says "Waiting to reach the Hub (not reachable since 8:15; will try again)". The row now carries what the card knows
 * (`unreachedSince`, from the core's waitingToReach over the row's job, as the card's post), and the Table's time reads
 * the card's words. Once the Hub answered (a 5xx retry, a published post) the row says "handed to the Hub" as before.
 * Failed on the old code: the row had no `unreachedSince`, so the Table's time was "Handed to the Hub at …".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { jobPost, outcomeRows, waitingToReach, type OutcomeRow } from '../../src-main/publisher';
import { rowTime } from '../../src-renderer/src/lib/postTime';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

type Catalog = typeof en;
const tOf = (m: Catalog, lang: string) => (key: string, values: Record<string, string> = {}): string => {
  const msg = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], m);
  if (typeof msg !== 'string') throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(msg, lang).format(values));
};
/** The Table's tooltip of the Time cell, as OutcomeDesk.svelte words it. */
const tooltip = (r: OutcomeRow, lang: 'en' | 'vi'): string => {
  const t = rowTime(r, 'UTC', lang);
  return tOf(lang === 'en' ? en : (vi as unknown as Catalog), lang)(`mend32.time.${t.kind}`, { time: t.time });
};

const T0 = Date.parse('2026-11-28T08:15:00Z');
let db: ReturnType<typeof journalDb>;
let rows: OutcomeRow[];
const row = (jobId: string, channel: string): OutcomeRow => rows.find((r) => r.jobId === jobId && r.channel === channel)!;

beforeAll(() => {
  db = journalDb();
  const w = db.db as unknown as WritableDB;
  writeJournal(w, [
    // The Hub down: every call failed on the network, retrying (the job was written at 8:15, its first call at 8:15).
    { id: 'down', profileId: 'prof_lumen', platforms: ['instagram', 'x'], at: T0, patch: { state: 'retrying', lastError: { code: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' }, nextAt: T0 + 60_000 } },
    // The Hub answered 5xx: it was handed to the Hub (retrying the same key), not "waiting to reach" it.
    { id: 'hub5xx', profileId: 'prof_caphe', platforms: ['facebook'], at: T0 + 120_000, patch: { state: 'retrying', lastError: { code: 'upstream_error', message: 'bad gateway' }, nextAt: T0 + 180_000 } },
    // Published: handed to the Hub at its call.
    { id: 'done', profileId: 'prof_aodai', platforms: ['threads'], at: T0 + 240_000, patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('threads')] } },
  ]);
  rows = outcomeRows(publishJobs.listJobs(w, { workspaceId: 'sandbox' }));
});
afterAll(() => db.cleanup());

describe('the Table\'s time of a job that never reached the Hub (w30outbox)', () => {
  it('the row carries what the card knows: waiting to reach the Hub since the job was written, on each of its channels', () => {
    const job = publishJobs.listJobs(db.db as unknown as WritableDB, { workspaceId: 'sandbox' }).find((j) => j.id === 'down')!;
    expect(waitingToReach(jobPost(job))).toBe(true);
    for (const ch of ['instagram', 'x']) expect(row('down', ch).unreachedSince).toBe(new Date(T0).toISOString());
  });
  it('its tooltip says what the card says, never "Handed to the Hub"', () => {
    expect(tooltip(row('down', 'x'), 'en')).toMatch(/^Waiting to reach the Hub \(not reachable since .*8:15.*; will try again\)$/);
    expect(tooltip(row('down', 'x'), 'vi')).toMatch(/^Đang chờ kết nối tới Hub \(không kết nối được từ .*8:15.*; sẽ thử lại\)$/);
  });
  it('a job the Hub answered reads "handed to the Hub" as before', () => {
    expect(row('hub5xx', 'facebook').unreachedSince ?? null).toBeNull();
    expect(row('done', 'threads').unreachedSince ?? null).toBeNull();
    expect(tooltip(row('hub5xx', 'facebook'), 'en')).toMatch(/^Handed to the Hub at .*8:17/);
    expect(tooltip(row('done', 'threads'), 'en')).toMatch(/^Handed to the Hub at .*8:19/);
  });
});
