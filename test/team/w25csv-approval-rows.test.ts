/**
 * w25csv (walk 22): Lan (editor) and Bảo (approver) on two CLI laptops, one REAL team server, one sandbox Hub (started
 * once for the file); each laptop then opened as the app's core and asked for the Outbox CSV as its Table exports it.
 * 1. `caption_as_sent` said "yes" on every row: a reader took it for the caption itself. Its header now says what the
 *    yes/no answers: `caption_is_sent_text` (is `caption` the text the Hub was sent?).
 * 2. `sent_approval_at` was empty for approved posts (filled only for a post edited since it was sent): every send that
 *    went out under an approval carries that approval's time, on the sender's laptop and a teammate's.
 */
import { describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { daysAhead } from '../helpers/ahead';
import { csv, useOutboxCsvTeam } from '../helpers/outbox-csv-team';

const tag = `w25csv-${Date.now().toString(36)}`;
/** w26dates: sent for a day ahead of the real clock (it was 2026-12-02, past from that day). */
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['facebook'], photos: ['https://cdn.example.com/w25csv.jpg'], caption, scheduled_at: `${daysAhead(4)}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
/** A post Lan sends and one Bảo sends, both approved by Bảo. */
const ids = { lan: '', bao: '' };
const approvedAt = { lan: '', bao: '' };

const { cores } = useOutboxCsvTeam({ prefix: 'postroom-w25csv-', seed: 25 }, async ({ lan, bao }, syncAll) => {
  lan.lib((x) => {
    ids.lan = x.drafts.create(x.db, post(`${tag} Lan sends`)).id;
    ids.bao = x.drafts.create(x.db, post(`${tag} Bảo sends`)).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await syncAll();
  for (const id of Object.values(ids)) await bao.ok(['review', 'approve', id]);
  await syncAll();
  await lan.ok(['publish', ids.lan, '--wait']);
  await bao.ok(['publish', ids.bao, '--wait']);
  await syncAll();
  lan.lib((x) => {
    for (const k of ['lan', 'bao'] as const) approvedAt[k] = reviews.approvalsOf(x.db, ids[k]).at(-1)!.at;
  });
});

describe('the Outbox CSV of two approved posts, on both laptops', () => {
  it('2: each send carries the time of the approval it went out under, whoever sent it and whoever exports', async () => {
    expect(approvedAt.lan).not.toBe('');
    for (const [i, c] of cores.entries()) {
      const { rows } = await csv(c);
      const got = (['lan', 'bao'] as const).map((k) => rows.filter((r) => r.draft_id === ids[k]).map((r) => [r.channel, r.sent_by, r.sent_approval_at, r.edited_since_sent]));
      expect(got, i === 0 ? "Lan's laptop" : "Bảo's laptop").toEqual([[['facebook', 'Lan', approvedAt.lan, '']], [['facebook', 'Bảo', approvedAt.bao, '']]]);
    }
  });
  it('1: the caption column\'s yes/no says what it answers, and the old ambiguous header is gone', async () => {
    for (const c of cores) {
      const { header, rows } = await csv(c);
      expect(header).toContain('caption_is_sent_text');
      expect(header).not.toContain('caption_as_sent');
      for (const k of ['lan', 'bao'] as const) expect(rows.filter((r) => r.draft_id === ids[k]).map((r) => [r.caption, r.caption_is_sent_text])).toEqual([[`${tag} ${k === 'lan' ? 'Lan' : 'Bảo'} sends`, 'yes']]);
    }
  });
});
