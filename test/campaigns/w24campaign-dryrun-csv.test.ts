import { describe, expect, it } from 'vitest';
import { dryRun, dryRunCsv, type SpreadItem } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { Problem } from '../../src-main/publisher/preflight';

// w24campaign (walk 21, 1): Bảo's dry-run CSV said `sent` = "no (sent by Lan)" for posts Lan had sent, with
// "sent_by_team: …" in the `errors` column, and `sent` = "yes" for the one post still to send.
const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['facebook'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const at = (id: string, iso: string): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];
const byLan: Problem = { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: 'already scheduled at the Hub for 2026-12-01T08:30 in Asia/Ho_Chi_Minh by Lan at 2026-11-28T01:59:50.621Z', who: 'Lan', at: 0 };

function run() {
  const drafts = [mk('sent'), mk('long', { platforms: ['facebook', 'x'], caption: 'x'.repeat(312) }), mk('go')];
  const times = new Map([at('sent', '2026-12-01T01:30:00Z'), at('long', '2026-12-02T01:30:00Z'), at('go', '2026-12-03T01:30:00Z')]);
  return dryRun({ delivery: 'schedule', minGapMinutes: 60, duplicateDays: 7, pins: () => null, drafts, times, approval: (d) => (d.id === 'sent' ? byLan : null), teamTimes: new Map([['sent', null]]) });
}
/** The CSV as records by header (no cell here holds a comma or quote but the errors text, which is checked whole). */
function records(csv: string): Record<string, string>[] {
  const [head, ...lines] = csv.trim().split('\n');
  const cols = (head ?? '').split(',');
  return lines.map((l) => {
    const cells = l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')) ?? [];
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

describe('w24campaign: the dry-run CSV says what is true of a post a teammate sent', () => {
  it('names the column by what it means: sent by this run, and why not', () => {
    const rows = records(dryRunCsv(run().rows));
    expect(Object.keys(rows[0] ?? {})).toContain('sent_by_this_run');
    expect(Object.keys(rows[0] ?? {})).not.toContain('sent');
    expect(rows.map((r) => [r.draft_id, r.channel, r.sent_by_this_run])).toEqual([
      ['sent', 'facebook', 'no: already sent by Lan'],
      ['long', 'facebook', 'no: held back for an error on another channel of this post'],
      ['long', 'x', 'no: held back for an error'],
      ['go', 'facebook', 'yes'],
    ]);
  });

  it('a teammate\'s send is not an error: not in the errors column, nor counted among the errors', () => {
    const { rows, summary } = run();
    const csv = records(dryRunCsv(rows));
    const sent = csv.find((r) => r.draft_id === 'sent');
    expect(sent?.errors).toBe('');
    expect(sent?.already_sent).toBe('already scheduled at the Hub for 2026-12-01T08:30 in Asia/Ho_Chi_Minh by Lan at 2026-11-28T01:59:50.621Z');
    expect(csv.find((r) => r.channel === 'x')?.errors).toMatch(/^caption_too_long: /);
    expect(summary).toMatchObject({ errors: 1, teamSent: 1, going: 1 });
  });
});
