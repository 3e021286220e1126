/**
 * h-replay2 (walk 42b, 1 and 3), on SAM's laptop (a third member): Tuấn's calls made the Hub posts and he was revoked before
 * his outcomes reached the team; Olivia then sent the same keys and the Hub answered her calls as replays (her outcome rows'
 * `sent_first` = replay). No outcome names the first call, yet every screen and the CLI said "sent by Olivia" at her time.
 * Now the core's one derivation (draft-states withTeam → senderOf) marks the post's `by.replay`: the Hub already had it,
 * Olivia's call was a replay, who sent it first is not known here; the CLI's `status` by-line, the guard's words, the app's
 * by-line and the Outbox card's time read it (src-shared teammateSendKind). And a teammate's send that never reached the
 * Hub (waiting to reach it) is "queued by Olivia", never "sent by Olivia" nor "Handed to the Hub at".
 * Failed before: `by.replay` absent, "sent by Olivia at …", "Published by Olivia", "Handed to the Hub at …".
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src-main/library';
import { holdBack, postState, teammateRows, teammateSends, withTeam, type TeamOutcome } from '../../src-main/publisher';
import { sentByCounts, type TeamSent } from '../../src-main/campaigns';
import { listSentByText, statusCounts } from '../../src-main/cli/commands/campaign-status-words';
import { senderShort } from '../../src-renderer/src/lib/postState';
import { sentWords, teamCountWords } from '../../src-renderer/src/lib/sendwords';
import { teammateSentBy } from '../../src-main/cli/commands/publish-words';
import { cardByLine, sentByLine } from '../../src-renderer/src/lib/postState';
import { postTime, postTimeLine } from '../../src-renderer/src/lib/postTime';
import { teammateSendKind } from '../../src-shared/teammate-send';
import { strictT } from '../renderer/helpers';

const OLIVIA_AT = Date.parse('2026-11-28T23:39:00Z');
const TUAN_AT = Date.parse('2026-11-28T23:38:09Z');
const ok = { channel: 'mastodon', success: true, url: 'https://m.example/1', code: null, message: null, vietnamese: null };
const outcome = (over: Partial<TeamOutcome> & Pick<TeamOutcome, 'by' | 'at'>): TeamOutcome => ({
  id: `j-${over.by.name}`, state: 'done', hubStatus: 'completed', platforms: ['mastodon'], fields: {}, outcomes: [ok], lastError: null, nextAt: null,
  createdAt: over.at, scheduledAt: null, draftId: 'd1', key: 'k1', ...over,
}) as TeamOutcome;
const olivia = (over: Partial<TeamOutcome> = {}) => outcome({ by: { memberId: 'Olivia', name: 'Olivia' }, at: OLIVIA_AT, sentFirst: 'replay', ...over });
const onSam = (shared: TeamOutcome[], local: Job[] = []) => postState(withTeam(local, shared, 'Sam'));
const at = new Date(OLIVIA_AT).toISOString();
const when = (ms: number) => `@${ms}`;

describe("Olivia's replays of a revoked teammate's calls, on Sam's laptop", () => {
  it('the post: published, its `by` Olivia as the one who replayed it (`replay`), not its sender', () => {
    const p = onSam([olivia()]);
    expect(p.state).toBe('published');
    expect(p.by).toMatchObject({ name: 'Olivia', replay: true });
    expect(teammateSendKind(p)).toBe('replayed');
  });

  it('the CLI: `status` by-line and the guard say the Hub already had it, never "sent by Olivia" at her time', () => {
    const p = onSam([olivia()]);
    expect(teammateSentBy(p, 'Olivia', at)).toBe("the Hub already had it (Olivia's call was a replay; who sent it first is not known here)");
    const held = holdBack(['d1'], new Map([['d1', p]]), { again: false }).held[0]!.problems[0]!;
    expect(held.code).toBe('sent_by_team');
    expect(held.message).toMatch(/^already published on its channel \(the Hub already had it: Olivia's call was a replay; who sent it first is not known here\)/);
    expect(held.message).not.toMatch(/sent it at/);
  });

  it('the app: Library/Compose by-line and the Outbox card (line and time), en and vi', () => {
    const p = onSam([olivia()]);
    const en = 'The Hub already had it from an earlier call under the same key (not known here whose); Olivia’s call was a replay';
    expect(sentByLine(p, strictT('en'), when)).toBe(en);
    expect(cardByLine(p, strictT('en'), when)).toBe(en);
    expect(cardByLine(p, strictT('vi'), when)).toBe('Hub đã có bài này từ một lệnh gửi trước đó cùng khóa (máy này không biết của ai); lệnh gửi của Olivia là bản phát lại');
    const pt = postTime({ scheduledAt: null, timezone: 'UTC', state: p.state, handedAt: at, teammate: { who: 'Olivia', kind: teammateSendKind(p) } }, 'UTC', 'en-US');
    expect(pt.kind).toBe('replayedAt');
    expect(postTimeLine(pt, strictT('en'))).toMatch(/^Replayed by Olivia at .* \(the Hub already had it\)$/);
    expect(postTimeLine(pt, strictT('vi'))).toMatch(/^Olivia phát lại lúc .*\(Hub đã có bài này\)$/);
  });

  it("Tuấn's claim reached the team before his revocation: his call is the one named, his access revoked", () => {
    const tuan = outcome({ id: 'j-tuan', state: 'awaiting', hubStatus: 'processing', outcomes: null, by: { memberId: 'Tuấn', name: 'Tuấn', revokedAt: TUAN_AT + 5000 }, at: TUAN_AT, sentFirst: null });
    const p = onSam([olivia(), tuan]);
    expect(p.by).toMatchObject({ name: 'Tuấn' });
    expect(p.by?.replay).toBeUndefined();
    expect(teammateSendKind(p)).toBe('sent');
  });

  it('an original call of Olivia (the Hub ran it) is still "sent by Olivia"', () => {
    const p = onSam([olivia({ sentFirst: 'original' })]);
    expect(p.by?.replay).toBeUndefined();
    expect(teammateSentBy(p, 'Olivia', at)).toBe(`sent by Olivia at ${at}`);
    expect(cardByLine(p, strictT('en'), when)).toBe(`Sent by Olivia · @${OLIVIA_AT}`);
  });
});

describe("Olivia's send that never reached the Hub (queued: the Hub stopped), on Sam's laptop", () => {
  const waiting = () => olivia({ state: 'retrying', hubStatus: null, outcomes: null, sentFirst: null, lastError: { code: 'network', message: 'connect ECONNREFUSED' } as Job['lastError'], nextAt: OLIVIA_AT + 60_000 });
  it('the CLI and the card say queued by Olivia, not at the Hub yet; never "sent by" nor "Handed to the Hub at"', () => {
    const p = onSam([waiting()]);
    expect(p.state).toBe('sending');
    expect(teammateSendKind(p)).toBe('queued');
    expect(teammateSentBy(p, 'Olivia', at)).toBe(`queued by Olivia at ${at}, not at the Hub yet`);
    const pt = postTime({ scheduledAt: null, timezone: 'UTC', state: p.state, handedAt: at, teammate: { who: 'Olivia', kind: teammateSendKind(p) } }, 'UTC', 'en-US');
    expect(pt.kind).toBe('queuedBy');
    expect(postTimeLine(pt, strictT('en'))).toMatch(/^Queued by Olivia at .*, not at the Hub yet$/);
    expect(postTimeLine(pt, strictT('vi'))).toMatch(/^Olivia đưa vào hàng chờ lúc .*, chưa tới Hub$/);
    expect(cardByLine(p, strictT('en'), when)).toMatch(/^Queued by Olivia/);
  });
});

describe("Olivia's replays on Sam's laptop: the Outbox Table row and the campaign's counts", () => {
  const four = ['d1', 'd2', 'd3', 'd4'];
  const sam = { me: { memberId: 'Sam', name: 'Sam' }, sharedOutcomes: (id: string) => [olivia({ id: `j-${id}`, draftId: id, key: `k-${id}` })] };

  it('the Table row (teammateRows) marks `byReplay`; the state cell says who replayed it, never "Published · Olivia"', () => {
    const sends = teammateSends(null as never, ['d1'], sam, () => []);
    expect(sends).toHaveLength(1);
    const rows = teammateRows(sends);
    expect(rows[0]).toMatchObject({ by: 'Olivia', byReplay: true });
    expect(senderShort(sends[0]!.post.by!, strictT('en'))).toBe('replayed by Olivia');
    expect(senderShort(sends[0]!.post.by!, strictT('vi'))).toBe('do Olivia phát lại');
  });

  it('`campaign status` and the app\'s counts: "4 the Hub already had (Olivia\'s calls were replays …)", never "4 sent by Olivia"', () => {
    const sent = new Map(four.map((id): [string, TeamSent] => {
      const post = onSam([olivia({ id: `j-${id}`, draftId: id, key: 'k1' })]);
      return [id, { by: post.by!, state: post.state, problem: { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: '' }, time: null }];
    }));
    const groups = sentByCounts(sent, four);
    expect(groups).toEqual([{ name: 'Olivia', posts: 4, replayed: 4 }]);
    const had = "4 the Hub already had (Olivia's calls were replays; who sent them first is not known here)";
    expect(listSentByText({ sentBy: groups, sentHere: 0 })).toBe(`, ${had}`);
    const split = { posts: 4, sent: 4, unsent: 0, toSend: 0, held: 0, skipped: 0 } as never;
    expect(statusCounts({ now: null as never, sentBy: groups, split })).toContain(`4 sent (${had})`);
    expect(teamCountWords(groups[0]!, strictT('en'))).toBe('4 the Hub already had (Olivia’s calls were replays; who sent them first is not known here)');
    expect(teamCountWords(groups[0]!, strictT('vi'))).toBe('4 bài Hub đã có sẵn (lệnh gửi của Olivia là bản phát lại; ở đây không biết ai gửi trước)');
    expect(sentWords(4, groups, strictT('en'))).not.toMatch(/by Olivia/);
    // One of them sent by her (the Hub ran her call): counted apart, by her.
    sent.set('d4', { ...sent.get('d4')!, by: onSam([olivia({ sentFirst: 'original' })]).by! });
    expect(listSentByText({ sentBy: sentByCounts(sent, four), sentHere: 0 })).toBe(", 1 sent by Olivia (a teammate), 3 the Hub already had (Olivia's calls were replays; who sent them first is not known here)");
  });
});
