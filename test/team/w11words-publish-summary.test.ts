/**
 * w11words (walk 11): `postroom publish ID` of a team draft never sent for review ended "1 waiting for approval",
 * though nobody was asked to approve it; the app's Send tab says "not sent for review yet" (the core's split:
 * campaigns/send-now.ts toSubmitHold). The CLI's last line says so too; a draft in review still waits for approval.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) is a CLI laptop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSummary } from '../../src-main/cli/commands/publish';
import { reviewHoldKind } from '../../src-main/campaigns';
import type { Problem } from '../../src-main/publisher';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w11words-publish-', hub: { seed: 11 } });
let lan: CliLaptop;
const tag = `w11words-${Date.now().toString(36)}`;
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w11words.jpg'], caption });

beforeAll(async () => {
  [lan] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }] as const);
}, 60_000);
afterAll(() => team.stop());

describe('postroom publish of a draft never sent for review', () => {
  it('the last line says "1 not sent for review yet", not "1 waiting for approval"', async () => {
    const id = lan.lib((l) => l.drafts.create(l.db, post(`${tag} never sent`)).id);
    const r = await lan.run(['publish', id]);
    expect(r.code, r.stderr).toBe(1);
    const last = r.stdout.trim().split('\n').at(-1) ?? '';
    expect(last).toBe('sent 0 drafts; not sent 1 (1 not sent for review yet)');
    expect(last).not.toContain('waiting for approval');
  }, 60_000);

  it('a draft in review still says "1 waiting for approval"', async () => {
    const id = lan.lib((l) => l.drafts.create(l.db, post(`${tag} in review`)).id);
    await lan.ok(['review', 'submit', id]);
    const r = await lan.run(['publish', id]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('sent 0 drafts; not sent 1 (1 waiting for approval)');
  }, 60_000);

  // w12cli (walk 12): "publish again needs a new approval" is its own kind (approved and sent), not "not sent for review yet".
  it('the split is the core\'s: never sent is to send for review; sent under its approval needs a new one; in review waits', () => {
    const p = (code: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code });
    const skipped = ['waiting_review', 'resend_needs_approval', 'waiting_approval'].map((code, i) => ({ batchId: 'b', draftId: `d${i}`, problems: [p(code)] }));
    expect(publishSummary(skipped, 0, 0, 3, reviewHoldKind)).toBe('sent 0 drafts; not sent 3 (1 waiting for approval, 1 not sent for review yet, 1 sent under its approval before, needing a new approval to go again)');
  });
});
