/**
 * w27teammate (walk 23, findings 1, 2 and 4): what a teammate's laptop says about someone else's send, read from the
 * core's one table (publisher/actions.ts + team-actions.ts) and worded from the catalogs, in English and Vietnamese.
 * 1. A teammate's card names only what the sender's computer can do for the post's state (senderOnly), nothing when none.
 * 2. Where the words would say "ask the Hub" but the core refuses asking here, they name the sender's computer.
 * 4. A partly published post's by-line says "Partly published … 2 of 3 channels", never "Published by you".
 * Seen failing before the fix: sentByLine said "Published by you · …" of a partial post; senderOnly did not exist.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { ACTION_ROWS, ACTIONS_TABLE, POST_ACTIONS, TEAM_OVERLAY, actionsView, postActions, senderOnly, teamCases, withTeamCases, type PostAction } from '../../src-main/publisher';
import { askVia, reasonLine, senderOnlyLine, sentByLine, stateDetail } from '../../src-renderer/src/lib/postState';
import type { PostStateDto } from '../../src-main/bridge/contract';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

type Catalog = typeof en;
/** A catalog's `t`, formatting ICU messages as the screens do. */
const tOf = (m: Catalog, lang: string) => (key: string, opts?: { values: Record<string, string | number> }): string => {
  const msg = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], m);
  if (typeof msg !== 'string') throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(msg, lang).format(opts?.values ?? {}));
};
const tEn = tOf(en, 'en');
const tVi = tOf(vi as unknown as Catalog, 'vi');
const at = (ms: number) => `@${ms}`;
const NOW = Date.parse('2026-11-28T06:00:00Z');
const BAO = { memberId: 'm_bao', name: 'Bảo', at: NOW - 60_000 };
const post = (over: Partial<PostStateDto>): PostStateDto => ({ state: 'published', tone: 'ok', channels: [], published: 3, total: 3, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null, ...over });

/** A post of each table row, at NOW: ahead rows an hour on, past rows an hour back. */
const RETRIED = { retried_published: 'published', retried_refused: 'refused', retried_unknown: 'unknown', retried_pending: 'scheduled' } as const;
const subjectOf = (row: (typeof ACTION_ROWS)[number]) => {
  // w31retry: a send whose refused channels were retried: partly published, its retry in the row's state.
  if (row in RETRIED) return { state: 'partial', scheduledAt: null, timezone: null, followedUp: true, retried: RETRIED[row as keyof typeof RETRIED] } as const;
  // h-retry: a partly published send whose refused channels a later send of the draft published.
  if (row === 'sent_again_published') return { state: 'partial', scheduledAt: null, timezone: null, sentAgain: 'published' } as const;
  // h-retryat: a team that approves the time with the words.
  if (row === 'approved_partial' || row === 'approved_channels_refused') return { state: row === 'approved_partial' ? 'partial' : 'channels_refused', scheduledAt: null, timezone: null, approvedTime: true } as const;
  // h-retryheld: and its approval taken back since.
  if (row === 'withdrawn_partial' || row === 'withdrawn_channels_refused') return { state: row === 'withdrawn_partial' ? 'partial' : 'channels_refused', scheduledAt: null, timezone: null, approvedTime: true, approvalWithdrawn: true } as const;
  // h-lostcancel: a send whose call went out and whose answer was lost (src-shared answerLost).
  if (row === 'answer_lost') return { state: 'sending', scheduledAt: null, timezone: null, retrying: true, reason: { code: 'no_answer' } } as const;
  const state = row === 'scheduled_ahead' || row === 'scheduled_past' ? 'scheduled' : row === 'unknown_ahead' || row === 'unknown_due' ? 'unknown' : (row as Exclude<typeof row, keyof typeof RETRIED | 'answer_lost' | 'sent_again_published' | 'approved_partial' | 'approved_channels_refused' | 'withdrawn_partial' | 'withdrawn_channels_refused'>);
  const ahead = row.endsWith('_ahead');
  const time = row.endsWith('_ahead') || row.endsWith('_past') || row === 'unknown_due' ? new Date(NOW + (ahead ? 3_600_000 : -3_600_000)).toISOString() : null;
  return { state, scheduledAt: time, timezone: time ? 'UTC' : null } as const;
};

describe('senderOnly: what only the sender\'s computer can do, row by row of the table', () => {
  it('is exactly the teammate overlay\'s actions the table offers for that row (nothing else, nothing more)', () => {
    const overlaid = Object.keys(TEAM_OVERLAY.teammate_job) as PostAction[];
    for (const row of ACTION_ROWS) {
      const s = subjectOf(row);
      expect(actionsView(s, NOW).row).toBe(row);
      const base = postActions(s, NOW);
      const want = POST_ACTIONS.filter((a) => overlaid.includes(a) && base[a].do !== 'refused');
      const got = senderOnly(withTeamCases(base, teamCases({ by: { ...BAO } }, null)));
      expect(got, row).toEqual(want);
      // This computer's own post (no `by`): nothing is "only the sender's".
      expect(senderOnly(withTeamCases(base, teamCases({}, null))), row).toEqual([]);
    }
  });
  it('the walk\'s rows by name: scheduled → ask the Hub; refused channels → retry; published or refused by the Hub → nothing', () => {
    const of = (row: (typeof ACTION_ROWS)[number]) => senderOnly(withTeamCases(postActions(subjectOf(row), NOW), ['teammate_job']));
    expect(of('scheduled_ahead')).toEqual(['ask_hub']);
    expect(of('channels_refused')).toEqual(['retry_refused']);
    expect(of('partial')).toEqual(['retry_refused']);
    expect(of('unknown_due')).toEqual(['ask_hub', 'mark_live']);
    expect(of('sending')).toEqual(['cancel']);
    expect(of('answer_lost')).toEqual([]);
    expect(of('published')).toEqual([]);
    expect(of('refused')).toEqual([]);
    expect(ACTIONS_TABLE.scheduled_ahead.cancel).toEqual({ do: 'refused', reason: 'hub_holds' });
  });
  it('is worded as the language joins "or", and says nothing when there is nothing', () => {
    expect(senderOnlyLine(['ask_hub'], 'Bảo', tEn, 'en')).toBe('Only Bảo’s computer can ask the Hub about it.');
    expect(senderOnlyLine(['ask_hub', 'mark_live'], 'Bảo', tEn, 'en')).toBe('Only Bảo’s computer can ask the Hub about it or say it is live.');
    expect(senderOnlyLine(['retry_refused'], 'Bảo', tVi, 'vi')).toBe('Chỉ máy của Bảo mới thử lại các kênh đã từ chối được.');
    expect(senderOnlyLine(['ask_hub', 'mark_live'], 'Bảo', tVi, 'vi')).toBe('Chỉ máy của Bảo mới hỏi Hub về bài này hoặc xác nhận bài đã lên được.');
    expect(senderOnlyLine([], 'Bảo', tEn, 'en')).toBe('');
  });
});

describe('the by-line of a partly published post (finding 4)', () => {
  const partial = post({ state: 'partial', tone: 'warn', published: 2, total: 3, refused: ['x'] });
  it('the sender\'s card: "Partly published by you: 2 of 3 channels", never "Published by you"', () => {
    expect(sentByLine({ ...partial, mine: { at: NOW } }, tEn, at)).toBe(`Partly published by you: 2 of 3 channels · @${NOW}`);
    expect(sentByLine({ ...partial, mine: { at: NOW } }, tVi, at)).toBe(`Đã đăng một phần bởi bạn: 2/3 kênh · @${NOW}`);
  });
  it('the teammate\'s card: "Partly published by Bảo: 2 of 3 channels"', () => {
    expect(sentByLine({ ...partial, by: BAO }, tEn, at)).toBe(`Partly published by Bảo: 2 of 3 channels · @${BAO.at}`);
    expect(sentByLine({ ...partial, by: BAO }, tVi, at)).toBe(`Đã đăng một phần bởi Bảo: 2/3 kênh · @${BAO.at}`);
  });
  it('every other state keeps its words: published, unknown, sent', () => {
    const line = (state: PostStateDto['state']) => sentByLine({ ...post({ state }), by: BAO }, tEn, at).split(' · ')[0];
    expect(line('published')).toBe('Published by Bảo');
    expect(line('unknown')).toBe('Outcome unknown — sent by Bảo');
    for (const s of ['queued', 'scheduled', 'sending', 'refused', 'channels_refused'] as const) expect(line(s), s).toBe('Sent by Bảo');
    // h-teamwords (walk 32, 3): a job cancelled before it reached the Hub was never sent.
    expect(line('cancelled')).toBe('Cancelled on Bảo’s computer before it reached the Hub');
    // Without its counts (never claimed "published"): only that it was sent.
    expect(sentByLine({ state: 'partial', by: BAO }, tEn, at)).toBe(`Sent by Bảo · @${BAO.at}`);
  });
});

describe('"ask the Hub" on a laptop that cannot (finding 2)', () => {
  const ahead = new Date(NOW + 3_600_000).toISOString();
  const unknownAhead = post({ state: 'unknown', tone: 'bad', scheduledAt: ahead, timezone: 'UTC' });
  const theirs = withTeamCases(postActions({ state: 'unknown', scheduledAt: ahead, timezone: 'UTC' }, NOW), ['teammate_job']);
  const mine = postActions({ state: 'unknown', scheduledAt: ahead, timezone: 'UTC' }, NOW);
  it('names the sender only where the core refuses asking here', () => {
    expect(askVia(theirs, { by: BAO }, tEn)).toBe('Bảo');
    expect(askVia(mine, {}, tEn)).toBeNull();
  });
  it('"its time has not come yet" sends Lan to Bảo\'s computer, not to a button she does not have', () => {
    expect(mine.send_again).toEqual({ do: 'refused', reason: 'not_due' });
    expect(reasonLine('not_due', 'Bảo', tEn)).toBe('Its time has not come yet: only Bảo’s computer can ask the Hub what it holds.');
    expect(reasonLine('not_due', null, tEn)).toBe(en.truth.reason.not_due);
    expect(reasonLine('not_due', 'Bảo', tVi)).toBe('Chưa đến giờ đăng: chỉ máy của Bảo mới hỏi Hub xem nó đang giữ gì được.');
    expect(reasonLine('final', 'Bảo', tEn)).toBe(en.truth.reason.final);
  });
  it('the teammate card\'s detail of an unknown outcome still ahead names Bảo\'s computer', () => {
    const line = stateDetail({ ...unknownAhead, by: BAO }, tEn, () => '07:00', (c) => c, NOW);
    expect(line).toBe('The Hub did not answer Bảo’s computer in time, but this post is for 07:00 (UTC): the Hub may hold it for then. Only Bảo’s computer can ask the Hub what it holds.');
    expect(stateDetail(unknownAhead, tEn, () => '07:00', (c) => c, NOW)).toContain('Ask the Hub what it holds.');
  });
  it('every new string has its Vietnamese, with the same placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const pairs: Array<[string, string]> = [
      [en.teamoutbox.senderOnly, vi.teamoutbox.senderOnly], [en.teamoutbox.byYou.partial, vi.teamoutbox.byYou.partial], [en.reviewui.byline.partial, vi.reviewui.byline.partial],
      [en.teamoutbox.askVia.unknownAhead, vi.teamoutbox.askVia.unknownAhead], [en.teamoutbox.askVia.unknownNote, vi.teamoutbox.askVia.unknownNote],
      ...(['mine', 'theirs', 'edit', 'approve', 'held'] as const).map((k): [string, string] => [en.teamoutbox.askVia.atHub[k], vi.teamoutbox.askVia.atHub[k]]),
      ...(['hub_may_hold', 'not_due', 'cannot_withdraw'] as const).map((k): [string, string] => [en.teamoutbox.askVia.reason[k], vi.teamoutbox.askVia.reason[k]]),
    ];
    for (const [e, v] of pairs) {
      expect(v).not.toBe(e);
      expect(holes(v)).toEqual(holes(e));
    }
  });
});
