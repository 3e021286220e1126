/**
 * Walk 43a (3): Hạnh's "Send for review" with a note that @mentions Marc raised no mention on Marc's laptop. The note is
 * written with the step, so it is told in the step's toast (w12words: one action, one toast), never as a comment of its
 * own, and the step's event said nothing of the mention: a comment's @mention elsewhere is told ("mentioned you"). A REAL
 * team server (started once for the file), Hạnh (editor) and Marc (approver): Marc's laptop hears the step with
 * `mentionsMe`, and its toast says the step, the mention and the note (en, vi). A note that mentions nobody is told as before.
 * Failed on the old code: the `submitted` event had no `mentionsMe`; the toast was "Hạnh sent a post for review: …".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import type { Core } from '../../src-main/bridge';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { loadWords, tr } from '../renderer/helpers';
import { teamCores } from './helpers';

const t = teamCores({ prefix: 'postroom-w43a-submit-mention-', untilMs: 20_000 });
const { call, until } = t;
let hanh: Core;
const heard: BridgeEvents['review'][] = [];

beforeAll(async () => {
  await loadWords();
  [hanh] = await t.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'approver' }], ([, m]) => {
    m!.events.subscribe((topic, payload) => {
      if (topic === 'review') heard.push(payload as BridgeEvents['review']);
    });
  });
}, 60_000);
afterAll(() => t.stop());

describe("a submit-for-review note that @mentions Marc, on Marc's laptop", () => {
  it('is told as a mention in the step\'s one toast', async () => {
    // Hạnh's laptop knows the members (the comment box offers them from this list; the note's mentions are read over it).
    await until(async () => ((await call<{ members: Array<{ name: string }> | null }>(hanh, 'team.status', {})).members ?? []).some((m) => m.name === 'Marc'));
    const d = await call<{ id: string }>(hanh, 'drafts.create', { draft: { caption: 'Bánh mì Hội An: mở bán 7h sáng', platforms: ['instagram'] } });
    const e = await call<{ id: string }>(hanh, 'drafts.create', { draft: { caption: 'Cà phê muối', platforms: ['instagram'] } });
    await call(hanh, 'review.act', { draftId: d.id, action: 'submit', comment: '@Marc anh duyệt giúp em trước 5h nhé' });
    await call(hanh, 'review.act', { draftId: e.id, action: 'submit', comment: 'Bài thứ hai' });
    await until(() => heard.filter((x) => x.kind === 'submitted' && !x.own).length >= 2);
    const [first, second] = [d.id, e.id].map((id) => heard.find((x) => x.kind === 'submitted' && x.draftId === id)!);
    expect(first).toMatchObject({ by: 'Hạnh', said: '@Marc anh duyệt giúp em trước 5h nhé', mentionsMe: true });
    expect(second!.mentionsMe).toBeUndefined();
    // No second toast: the note is not told as a comment of its own.
    expect(heard.filter((x) => x.kind === 'commented')).toHaveLength(0);

    const say = (lang: 'en' | 'vi', x: BridgeEvents['review']): string => tr(lang)(reviewToastKey(x, 'Marc').key, { values: { by: x.by, caption: x.caption, said: x.said ?? '' } });
    expect(say('en', first!)).toBe('Hạnh sent “Bánh mì Hội An: mở bán 7h sáng” for review and mentioned you: “@Marc anh duyệt giúp em trước 5h nhé”');
    expect(say('vi', first!)).toBe('Hạnh đã gửi duyệt “Bánh mì Hội An: mở bán 7h sáng” và nhắc đến bạn: “@Marc anh duyệt giúp em trước 5h nhé”');
    expect(say('en', second!)).toBe('Hạnh sent a post for review: “Cà phê muối”');
  }, 60_000);
});
