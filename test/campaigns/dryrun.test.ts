import { describe, expect, it } from 'vitest';
import { dryRun, dryRunCsv, spread, type SpreadItem } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';

const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['instagram'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const at = (id: string, iso: string, zone = 'Asia/Ho_Chi_Minh'): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: zone, offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];
const base = { delivery: 'schedule' as const, minGapMinutes: 60, duplicateDays: 7, pins: () => null };

describe('dry run', () => {
  it('one row per post and channel, with the time it would go at', () => {
    const { rows, summary } = dryRun({ ...base, drafts: [mk('a', { platforms: ['instagram', 'threads'] })], times: new Map([at('a', '2027-03-01T01:00:00Z')]) });
    expect(rows.map((r) => [r.position, r.channel, r.local, r.problems.length])).toEqual([[1, 'instagram', '2027-03-01T01:00', 0], [1, 'threads', '2027-03-01T01:00', 0]]);
    expect(summary).toMatchObject({ posts: 1, rows: 2, errors: 0, warnings: 0 });
  });

  it('finds collisions closer than the gap and duplicates within the window, per channel of a profile', () => {
    const drafts = [mk('a', { caption: 'Cà phê sữa đá' }), mk('b', { caption: '  cà phê   SỮA đá ' }), mk('c', { caption: 'Cà phê sữa đá', platforms: ['threads'] }), mk('d', { caption: 'Cà phê sữa đá' })];
    const times = new Map([at('a', '2027-03-01T01:00:00Z'), at('b', '2027-03-01T01:30:00Z'), at('c', '2027-03-01T01:30:00Z'), at('d', '2027-03-20T01:00:00Z')]);
    const { rows, summary } = dryRun({ ...base, drafts, times });
    const b = rows.find((r) => r.draftId === 'b');
    expect(b).toMatchObject({ collidesWith: 'a', duplicateOf: 'a' });
    expect(b?.problems.map((p) => p.code).sort()).toEqual(['collision', 'duplicate']);
    expect(rows.find((r) => r.draftId === 'c')).toMatchObject({ collidesWith: null, duplicateOf: null });
    expect(rows.find((r) => r.draftId === 'd')).toMatchObject({ collidesWith: null, duplicateOf: null }); // 19 days later
    expect(summary).toMatchObject({ collisions: 1, duplicates: 1, warnings: 1 });
  });

  it('warns, on every channel, of a profile not on the account as last read, or not checked because none was read; no post is held for it', () => {
    const drafts = [mk('a', { platforms: ['instagram', 'threads'] }), mk('b', { profile_id: 'prof_lumen' })];
    const times = new Map([at('a', '2027-03-01T01:00:00Z'), at('b', '2027-03-01T05:00:00Z')]);
    const codes = (profileKnown: (id: string) => 'known' | 'unknown' | 'unchecked') => dryRun({ ...base, drafts, times, profileKnown }).rows.map((r) => [r.draftId, r.channel, r.problems.map((p) => `${p.severity}:${p.code}`)]);
    expect(codes((id) => (id === 'prof_lumen' ? 'known' : 'unknown'))).toEqual([['a', 'instagram', ['warning:unknown_profile']], ['a', 'threads', ['warning:unknown_profile']], ['b', 'instagram', []]]);
    expect(codes(() => 'unchecked')).toEqual([['a', 'instagram', ['warning:profile_unchecked']], ['a', 'threads', ['warning:profile_unchecked']], ['b', 'instagram', ['warning:profile_unchecked']]]);
    expect(dryRun({ ...base, drafts, times, profileKnown: () => 'unknown' }).summary).toMatchObject({ errors: 0 });
  });

  it('finds a duplicate already in the library', () => {
    const { rows } = dryRun({ ...base, drafts: [mk('a', { caption: 'Menu mới' })], times: new Map([at('a', '2027-03-01T01:00:00Z')]), others: [{ draftId: 'old', profileId: 'prof_caphe', channels: ['instagram'], caption: 'menu mới', at: Date.parse('2027-02-27T01:00:00Z') }] });
    expect(rows[0]?.duplicateOf).toBe('old');
  });

  it('runs preflight on the post as it would be sent: rule 6 warns where a scheduled Facebook post names a Page, not when queued', () => {
    const d = mk('a', { platforms: ['facebook'], fields: { facebook_page_id: 'pg_caphe_events' } });
    const times = new Map([at('a', '2027-03-01T01:00:00Z')]);
    const scheduled = dryRun({ ...base, drafts: [d], times });
    expect(scheduled.rows[0]?.problems.map((p) => p.code)).toContain('scheduled_page_dropped');
    const queued = dryRun({ ...base, delivery: 'queue', drafts: [d], times });
    expect(queued.rows[0]?.problems.map((p) => p.code)).not.toContain('scheduled_page_dropped');
    const bad = dryRun({ ...base, drafts: [mk('b', { platforms: ['pinterest'] })], times: new Map([at('b', '2027-03-01T01:00:00Z')]) });
    expect(bad.rows[0]?.problems.filter((p) => p.severity === 'error').map((p) => p.code).sort()).toEqual(['missing_field', 'missing_title']);
    expect(bad.summary.errors).toBe(1);
  });

  it('estimates the body against the 4.5 MB cap and carries the spreader\'s problems and DST shifts', () => {
    const big = mk('a', { photos: [{ id: 'p', position: 0, source: 'file', path: '/x.jpg', url: null, sha256: null, bytes: 6_000_000, width: 4000, height: 3000, mime: 'image/jpeg', name: null }] });
    const items = spread([{ id: 'a', profileId: null, platforms: ['instagram'], scheduledAt: null, timezone: null }], { mode: 'queue_slots', timezone: null, start: null, intervalMinutes: 60, minGapMinutes: 0 }, new Map(), 0);
    const { rows } = dryRun({ ...base, drafts: [big], times: new Map(items.map((i) => [i.id, i])) });
    expect(rows[0]).toMatchObject({ fits: false });
    expect(rows[0]?.bodyBytes).toBeGreaterThan(6_000_000);
    expect(rows[0]?.problems.map((p) => p.code)).toEqual(['no_profile', 'body_over_cap']);
  });

  it('exports as CSV, one line per row, problems spelled out', () => {
    const { rows } = dryRun({ ...base, drafts: [mk('a', { caption: 'Hello, "world"' })], times: new Map([at('a', '2027-03-01T01:00:00Z')]) });
    const csv = dryRunCsv(rows).trim().split('\n');
    expect(csv[0]).toBe('position,draft_id,profile_id,channel,sent_by_this_run,delivery,local_time,timezone,utc_offset,dst_shift,utc_time,body_bytes_estimate,fits,duplicate_of,collides_with,already_sent,waiting_for_review,errors,warnings,caption');
    expect(csv[1]).toMatch(/^1,a,prof_caphe,instagram,yes,schedule,2027-03-01T01:00,Asia\/Ho_Chi_Minh,UTC\+07:00,,2027-03-01T01:00:00.000Z,\d+,yes,,,,,,,"Hello, ""world"""$/);
  });
});
