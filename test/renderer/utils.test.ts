import { describe, expect, it } from 'vitest';
import type { JobDto } from '../../src-main/bridge/contract';
import { actionsView } from '../../src-main/publisher';
import { CANCELLABLE, mergeJobs, upsertJob } from '../../src-renderer/src/lib/jobs';
import { moveItem, needsThumbnail, photoView, type Thumb } from '../../src-renderer/src/lib/photos';
import { dateBound, dateValue } from '../../src-renderer/src/lib/dateFilter';
import { PREVIEW_RULES, cropRatio } from '../../src-renderer/src/lib/previews';

describe('photos', () => {
  it('moves an item and leaves the input alone', () => {
    const a = ['a', 'b', 'c', 'd'];
    expect(moveItem(a, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(a, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(a, 1, 9)).toEqual(a);
    expect(a).toEqual(['a', 'b', 'c', 'd']);
  });
  it('shows a URL photo from its link, a stored one from bytes held this session, else from its thumbnail', () => {
    const base = { position: 0, bytes: null, width: null, height: null, mime: null, name: null };
    const url = { ...base, id: 'u', source: 'url' as const, url: 'https://x/y.jpg', path: null };
    const file = { ...base, id: 'f', source: 'file' as const, url: null, path: '/p.jpg' };
    const none = new Map<string, Thumb>();
    expect(photoView(url, {}, none)).toEqual({ state: 'ready', src: 'https://x/y.jpg' });
    expect(needsThumbnail(url)).toBe(false);
    expect(needsThumbnail(file)).toBe(true);
    // Not asked yet: shown as loading (the composer asks as soon as it sees the photo).
    expect(photoView(file, {}, none)).toEqual({ state: 'loading' });
    expect(photoView(file, {}, new Map([['f', { state: 'ready', src: 'data:image/jpeg;base64,AA' }]]))).toEqual({ state: 'ready', src: 'data:image/jpeg;base64,AA' });
    expect(photoView(file, {}, new Map([['f', { state: 'error', message: 'gone' }]]))).toEqual({ state: 'error', message: 'gone' });
    // Bytes of this session win over a thumbnail (already there, full quality).
    expect(photoView(file, { f: 'blob:1' }, new Map([['f', { state: 'loading' }]]))).toEqual({ state: 'ready', src: 'blob:1' });
  });
});

describe('date filter', () => {
  it('includes the whole last day and round-trips', () => {
    const from = dateBound('2026-11-01', false);
    const to = dateBound('2026-11-30', true);
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(29 * 86_400_000);
    expect(dateValue(from, false)).toBe('2026-11-01');
    expect(dateValue(to, true)).toBe('2026-11-30');
    expect(dateBound('', false)).toBe('');
    expect(dateBound('garbage', false)).toBe('');
  });
});

describe('preview crops', () => {
  it('crops fixed-ratio feeds and clamps ranged ones', () => {
    const x = PREVIEW_RULES.find((r) => r.key === 'x');
    const ig = PREVIEW_RULES.find((r) => r.key === 'instagram');
    if (!x || !ig) throw new Error('rules missing');
    expect(cropRatio(x, 1000, 3000)).toBeCloseTo(16 / 9);
    expect(cropRatio(ig, 1000, 3000)).toBeCloseTo(0.8);
    expect(cropRatio(ig, 4000, 1000)).toBeCloseTo(1.91);
    expect(cropRatio(ig, 1200, 1000)).toBeCloseTo(1.2);
  });
});

describe('outbox jobs', () => {
  const job = (id: string, createdAt: string, state: JobDto['state'] = 'prepared'): JobDto => ({
    id, draftId: null, batchId: null, idempotencyKey: `k-${id}`, state, hubStatus: null, platforms: ['x'], outcomes: [], lastError: null, attempts: 0, createdAt, updatedAt: createdAt,
    post: { state: 'sending', tone: 'progress', channels: [], published: 0, total: 1, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null },
    caption: '', profileId: null, campaignId: null, scheduledAt: null, timezone: null, supersededBy: null,
    actions: actionsView({ state: 'sending', scheduledAt: null, timezone: null }, 0),
  });
  it('inserts or replaces a job, newest first', () => {
    let jobs = upsertJob([], job('a', '2026-11-22T10:00:00Z'));
    jobs = upsertJob(jobs, job('b', '2026-11-22T11:00:00Z'));
    jobs = upsertJob(jobs, job('a', '2026-11-22T10:00:00Z', 'done'));
    expect(jobs.map((j) => `${j.id}:${j.state}`)).toEqual(['b:prepared', 'a:done']);
  });
  it('lays jobs seen live over a list read a moment earlier', () => {
    const listed = [job('b', '2026-11-22T11:00:00Z'), job('a', '2026-11-22T10:00:00Z')];
    const merged = mergeJobs(listed, [job('a', '2026-11-22T10:00:00Z', 'done'), job('c', '2026-11-22T12:00:00Z')]);
    expect(merged.map((j) => `${j.id}:${j.state}`)).toEqual(['c:prepared', 'b:prepared', 'a:done']);
    expect(mergeJobs(listed, [])).toEqual(listed);
  });
  it('offers cancel only where the publisher allows it', () => {
    expect(CANCELLABLE).toEqual(['prepared', 'retrying', 'blocked', 'unknown']);
  });
});
