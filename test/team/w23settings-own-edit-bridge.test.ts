/**
 * w23settings (walk 21, 2), through the bridge (app cores on one REAL team server, started once for the file): an
 * approver who edits a teammate's approved post and presses Approve before the binding's flush has written his edit
 * into the team's History (the two calls in one turn: no flush can run between them) is refused by his own laptop,
 * as an author of the version. Chi (the owner, who may approve), whose laptop fetched the post's photo bytes and who changed only its tags,
 * in the same turn as her approval, is not refused.
 * Failed on the old code: Bảo's approval was taken (the laptop read the History only).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { teamCores } from './helpers';

const team = teamCores({ prefix: 'postroom-w23settings-bridge-', teamName: 'Studio', untilMs: 15_000 });
const { call, until } = team;
let lan: Core;
let bao: Core;
let chi: Core;

beforeAll(async () => {
  [lan, bao, chi] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' },
  ] as const);
}, 60_000);
afterAll(() => team.stop());

type Review = { state: string; revision: string; last: { by: string; action: string } | null };
type Draft = { id: string; revision: number; photos: Array<{ path: string | null }> };
const reviewOn = async (c: Core, id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }).catch(() => ({} as Record<string, Review>)))[id];

/** Lan's post with a photo, approved by Chi, as every laptop reads it. */
async function approvedPost(caption: string): Promise<string> {
  const d = await call<Draft>(lan, 'drafts.create', { draft: { caption, platforms: ['instagram'] } });
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } }).jpeg().toBuffer();
  await call(lan, 'photos.addBytes', { draftId: d.id, name: 'tet.jpg', base64: jpeg.toString('base64') });
  await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
  await until(async () => (await reviewOn(chi, d.id))?.state === 'in_review');
  await call(chi, 'review.act', { draftId: d.id, action: 'approve' });
  for (const c of [lan, bao]) await until(async () => (await reviewOn(c, d.id))?.state === 'approved');
  return d.id;
}

describe('an approver edits an approved post and approves it at once (before the flush)', () => {
  it("Bảo's laptop refuses his approval of his own edit; the edit goes out, in review", async () => {
    const id = await approvedPost('Giờ mở cửa Tết');
    const cur = await call<Draft>(bao, 'drafts.get', { id });
    const [edited, approved] = await Promise.allSettled([
      call(bao, 'drafts.update', { id, patch: { caption: 'Giờ mở cửa Tết (Bảo sửa)' }, revision: cur.revision }),
      call(bao, 'review.act', { draftId: id, action: 'approve' }),
    ]);
    expect(edited.status).toBe('fulfilled');
    expect(approved.status).toBe('rejected');
    expect(String((approved as PromiseRejectedResult).reason?.message)).toMatch(/you changed what goes out in this version.*Chi may approve it/);
    await until(async () => (await reviewOn(lan, id))?.state === 'in_review');
    expect((await reviewOn(bao, id))?.state).toBe('in_review');
    expect((await reviewOn(lan, id))?.last).toMatchObject({ by: 'Chi', action: 'approve' }); // Bảo's approval never went out
  });

  it('Chi, whose laptop fetched the photo bytes and who tags the post, approves it in the same turn', async () => {
    const id = await approvedPost('Khai trương');
    await until(async () => !!(await call<Draft>(chi, 'drafts.get', { id })).photos[0]?.path); // the bytes are on Chi's laptop
    const cur = await call<Draft>(lan, 'drafts.get', { id });
    await call(lan, 'drafts.update', { id, patch: { caption: 'Khai trương (Lan sửa)' }, revision: cur.revision });
    await until(async () => (await reviewOn(chi, id))?.state === 'in_review');
    const mine = await call<Draft>(chi, 'drafts.get', { id });
    const [tagged, approved] = await Promise.allSettled([
      call(chi, 'drafts.update', { id, patch: { tags: ['tet'] }, revision: mine.revision }),
      call(chi, 'review.act', { draftId: id, action: 'approve' }),
    ]);
    expect(tagged.status).toBe('fulfilled');
    expect(approved.status, String((approved as PromiseRejectedResult).reason?.message)).toBe('fulfilled');
    await until(async () => (await reviewOn(lan, id))?.state === 'approved');
  });
});
