/**
 * heldfix (issue 34, walk 3b): a post the team's review holds back says so BEFORE Publish is pressed.
 * `drafts.publishHold` answers what the send itself would find (publisher team.ts approvalRefusal):
 * waiting for review, then for approval, then nothing once approved. A REAL team server (started once
 * for the file), an editor's and an owner's app cores; the owner-only settings refusal says "an editor".
 * Before heldfix the method did not exist: the screen offered an enabled "Publish now" and a red toast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { teamCores } from './helpers';

let lan: Core;
let bao: Core;
const team = teamCores({ prefix: 'postroom-held-', teamName: 'Sông Agency' });
const { core, call, until } = team;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }]);
});
afterAll(() => team.stop());

type Hold = { held: { code: string; who?: string; severity: string } | null };

describe('what holds a post back, before Publish is pressed', () => {
  it('a draft waits for review, a post in review for approval, an approved post for nothing', async () => {
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Cà phê sữa đá — post A', platforms: ['instagram'] } });
    expect((await call<Hold>(lan, 'drafts.publishHold', { id: d.id })).held).toMatchObject({ code: 'waiting_review', severity: 'error' });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    expect((await call<Hold>(lan, 'drafts.publishHold', { id: d.id })).held).toMatchObject({ code: 'waiting_approval', who: 'Bảo' }); // w15cli: by name once the members were listed here (team.status), as the app says it
    await until(async () => {
      const r = await bao.dispatch('review.get', { draftIds: [d.id] });
      return r.ok && (r.value as Record<string, { state: string }>)[d.id]?.state === 'in_review';
    });
    await call(bao, 'review.act', { draftId: d.id, action: 'approve' });
    await until(async () => (await call<Hold>(lan, 'drafts.publishHold', { id: d.id })).held === null);
    // Edited since it was approved: back to waiting.
    const fresh = await call<{ revision: number }>(lan, 'drafts.get', { id: d.id });
    await call(lan, 'drafts.update', { id: d.id, patch: { caption: 'Cà phê sữa đá — post A, edited' }, revision: fresh.revision });
    expect((await call<Hold>(lan, 'drafts.publishHold', { id: d.id })).held).toMatchObject({ severity: 'error' });
  });

  it('a solo workspace holds nothing back', async () => {
    const solo = await core('solo');
    const d = await call<{ id: string }>(solo, 'drafts.create', { draft: { caption: 'solo', platforms: ['instagram'] } });
    expect((await call<Hold>(solo, 'drafts.publishHold', { id: d.id })).held).toBeNull();
  });

  it("an editor's change of the review settings is refused in plain grammar: 'you are an editor'", async () => {
    const r = await lan.dispatch('review.setSettings', { approvalRequired: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('(you are an editor)');
  });
});
