/** w25dryrun (walk 22, 1): the app's dry-run line counts rows only, in parts that add up to the rows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { dryRun, type SpreadItem } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import { loadWords, tr } from './helpers';
import { reviewRowWords } from '../../src-renderer/src/screens/Campaigns/dryrun-words';

beforeAll(() => loadWords());

const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['facebook', 'bluesky'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const at = (id: string, iso: string): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];

describe("w25dryrun: the app's dry-run line", () => {
  it('says the walk\'s case in rows whose parts add up (en and vi), the summary being the core\'s', () => {
    const drafts = [mk('p1'), mk('p2'), mk('p3', { platforms: ['facebook', 'bluesky', 'x'], captions: [{ channel: 'x', caption: 'x'.repeat(300), title: null }] })];
    const { summary: s } = dryRun({ delivery: 'schedule', minGapMinutes: 60, duplicateDays: 7, pins: () => null, drafts, times: new Map([at('p1', '2026-12-01T01:30:00Z'), at('p2', '2026-12-02T01:30:00Z'), at('p3', '2026-12-03T01:30:00Z')]) });
    // As DryRunTab.svelte passes them.
    const values = { rows: s.rows, toSend: s.rowsToSend, heldWithPost: s.rowsHeldWithPost, review: reviewRowWords(s, null, tr('en')), teamSent: s.rowsTeamSent, errors: s.errors, warnings: s.warnings, duplicates: s.duplicates, collisions: s.collisions, dst: s.dstShifts };
    expect(tr('en')('campaigns.dryRunSummary', { values })).toBe('7 rows: 4 to send, 1 with errors, 2 held with their post; 0 with warnings, 0 duplicates, 0 collisions, 0 near a clock change.');
    expect(tr('vi')('campaigns.dryRunSummary', { values })).toBe('7 dòng: 4 sẽ gửi, 1 có lỗi, 2 bị giữ lại cùng bài; 0 có cảnh báo, 0 trùng lặp, 0 quá sát nhau, 0 gần thời điểm đổi giờ.');
    // w28state (walk 24, 2): the rows waiting for the review by what each waits for (was "2 waiting for review" of any hold).
    const waiting = { rowsWaitingFor: { in_review: 2, to_submit: 0, changes: 0, resend: 0, role: 0 } };
    expect(tr('en')('campaigns.dryRunSummary', { values: { ...values, review: reviewRowWords(waiting, null, tr('en')), teamSent: 3 } })).toMatch(/^7 rows: 4 to send, 1 with errors, 2 held with their post, 2 waiting for approval, 3 already sent by a teammate; /);
    expect(tr('vi')('campaigns.dryRunSummary', { values: { ...values, review: reviewRowWords(waiting, null, tr('vi')), teamSent: 3 } })).toMatch(/^7 dòng: 4 sẽ gửi, 1 có lỗi, 2 bị giữ lại cùng bài, 2 đang chờ duyệt, 3 đã được đồng đội gửi; /);
  });
});
