import { describe, expect, it } from 'vitest';
import { dryRun, type SpreadItem } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';

// w25dryrun (walk 22, 1): "5 posts, 10 rows: 2 to send, 4 with errors, 3 with warnings": "2" counted posts beside
// row counts, and post 4's Facebook and Bluesky rows (held because its X caption is too long) were counted nowhere.
const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['facebook', 'bluesky'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const at = (id: string, iso: string): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];

function run() {
  const drafts = [
    mk('p1'), mk('p2'), mk('p3'),
    // The walk's post 4: an X-only caption over 280 characters holds the whole post.
    mk('p4', { platforms: ['facebook', 'bluesky', 'x'], captions: [{ channel: 'x', caption: 'x'.repeat(300), title: null }] }),
  ];
  const times = new Map([at('p1', '2026-12-01T01:30:00Z'), at('p2', '2026-12-02T01:30:00Z'), at('p3', '2026-12-03T01:30:00Z'), at('p4', '2026-12-04T01:30:00Z')]);
  return dryRun({ delivery: 'schedule', minGapMinutes: 60, duplicateDays: 7, pins: () => null, drafts, times });
}

describe('w25dryrun: every count of the dry run is of rows, and the parts add up to the rows', () => {
  it('counts the rows to send, with errors, and held with their post', () => {
    const { rows, summary } = run();
    expect(rows.filter((r) => r.draftId === 'p4').map((r) => [r.channel, r.held, r.heldWithPost])).toEqual([['facebook', true, true], ['bluesky', true, true], ['x', true, false]]);
    expect(summary).toMatchObject({ posts: 4, rows: 9, rowsToSend: 6, errors: 1, rowsHeldWithPost: 2, rowsWaiting: 0, rowsTeamSent: 0 });
    expect(summary.rowsToSend + summary.errors + summary.rowsHeldWithPost + summary.rowsWaiting + summary.rowsTeamSent).toBe(summary.rows);
  });
});
