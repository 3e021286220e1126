/**
 * teamsync (walk 7, finding 11): a teammate's reply arrives as a `review` event that says whose
 * comment it answers (`replyTo`), so the toast reads "Bảo replied to your comment on …"; a comment
 * that answers none has no `replyTo`. A REAL team server (started once for the file), Lan and Bảo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import type { Core } from '../../src-main/bridge';
import { teamCores } from './helpers';

const t = teamCores({ prefix: 'postroom-teamsync-reply-', untilMs: 20_000 });
const { call, until } = t;
let lan: Core;
let bao: Core;
const heard: BridgeEvents['review'][] = [];

beforeAll(async () => {
  [lan, bao] = await t.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }], ([l]) => {
    l!.events.subscribe((topic, payload) => {
      if (topic === 'review') heard.push(payload as BridgeEvents['review']);
    });
  });
}, 60_000);
afterAll(() => t.stop());

const commentsOn = async (c: Core, draftId: string): Promise<Array<{ id: string; body: string }>> => {
  try {
    return (await call<{ comments: Array<{ id: string; body: string }> }>(c, 'review.comments', { draftId })).comments;
  } catch {
    return [];
  }
};

describe("a teammate's reply on Lan's laptop", () => {
  it('is told as a reply to her comment; a plain comment is not', async () => {
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Trà đào cam sả', platforms: ['instagram'] } });
    const mine = await call<{ id: string }>(lan, 'review.comment', { draftId: d.id, body: 'Cảm ơn anh, em sẽ đăng thêm bản tiếng Anh.' });
    await until(async () => (await commentsOn(bao, d.id)).some((c) => c.id === mine.id));
    await call(bao, 'review.comment', { draftId: d.id, parentId: mine.id, body: 'OK em, nhớ gắn tag #trađao nhé' });
    await call(bao, 'review.comment', { draftId: d.id, body: 'Đẹp lắm' });
    await until(() => heard.filter((e) => e.kind === 'commented' && !e.own).length >= 2);
    const theirs = heard.filter((e) => e.kind === 'commented' && !e.own);
    expect(theirs.find((e) => e.by === 'Bảo' && e.replyTo)).toMatchObject({ draftId: d.id, replyTo: { to: 'Lan', mine: true } });
    expect(theirs.filter((e) => !e.replyTo)).toHaveLength(1);
  });
});
