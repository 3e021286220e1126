/**
 * leftview (walk 7): two of Compose's lines (lib/leftview.ts).
 * - A revoked laptop's save line says "Saved on this computer — not shared" only while changes made here wait
 *   to be shared; with none (nothing changed since the revocation) the usual "All changes saved". Before: said
 *   on every draft opened (walk 7 shot 51).
 * - On an empty draft held for review, the line under Publish says the empty reason, not "send it for review
 *   first" (its "Send for review" is shut: nothing to publish).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldSentence } from '../../src-renderer/src/lib/held';
import { heldLine, saveLineKey } from '../../src-renderer/src/lib/leftview';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('the save line of a laptop whose token was revoked', () => {
  it('says "not shared" only with changes waiting to be shared', () => {
    const t = tr('en');
    expect(t(saveLineKey('revoked', 'saved', { pending: 0, notAccepted: 0 }))).toBe(t('compose.save.saved'));
    expect(t(saveLineKey('revoked', 'saved', { pending: 2, notAccepted: 0 }))).toBe('Saved on this computer — not shared: your token was revoked');
    expect(t(saveLineKey('unauthorized', 'saved', { pending: 0, notAccepted: 1 }))).toBe('Saved on this computer — not shared: the team server does not accept your token');
    expect(saveLineKey(null, 'saved', { pending: 3, notAccepted: 0 })).toBe('compose.save.saved');
    expect(saveLineKey('revoked', 'saving', { pending: 3, notAccepted: 0 })).toBe('compose.save.saving');
  });
});

describe('the line under Publish of an empty draft held for review', () => {
  const held = { code: 'waiting_review' };
  const approvers = ['owner', 'approver'];
  it('says the empty reason when "Send for review" is shut for nothing to publish (en, vi)', () => {
    for (const lang of ['en', 'vi'] as const) {
      const t = tr(lang);
      const line = heldLine(held, { do: 'refused', reason: 'nothing_to_publish' }, heldSentence(held, approvers, t), t);
      expect(line).toBe(t('leftview.heldEmpty'));
      expect(line).not.toBe(heldSentence(held, approvers, t));
    }
    expect(tr('en')('leftview.heldEmpty')).toBe('Nothing to publish yet: write a caption or add a photo first.');
  });
  it('otherwise says whom it waits for, as before', () => {
    const t = tr('en');
    const before = heldSentence(held, approvers, t);
    expect(heldLine(held, { do: 'allowed' }, before, t)).toBe(before);
    expect(heldLine(held, null, before, t)).toBe(before);
    expect(heldLine({ code: 'waiting_approval' }, { do: 'refused', reason: 'nothing_to_publish' }, 'x', t)).toBe('x');
  });
});
