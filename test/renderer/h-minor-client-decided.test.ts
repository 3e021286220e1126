/**
 * Walks 44a/44b (minor): an approval an approver made by importing the client's decisions file read "approved by Olivia"
 * in the review queue and Compose's review panel (only the campaign's Review tab added "(the client decided)" beside it).
 * README: "the approval noting that the client decided". whoLine now says it itself, for every screen that shows it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const approved = (clientDecided: { relayedBy: string; exportId: string } | null, extra: { selfEdited?: true } = {}) => ({
  last: { action: 'approve' as const, by: 'Olivia', at: '2026-11-29T10:19:00.000Z', ...extra }, stale: false, editedBy: null, editors: [], clientAgreed: null, clientDecided,
});
const decided = { relayedBy: 'Olivia', exportId: 'exp_1' };

describe('an approval made from the client\'s decisions says the client decided', () => {
  it('in English and Vietnamese, to a teammate and to the approver', () => {
    expect(whoLine(approved(decided), tr('en'), 'Sam')).toBe('approved by Olivia (the client decided)');
    expect(whoLine(approved(decided), tr('en'), 'Olivia')).toBe('approved by you (the client decided)');
    expect(whoLine(approved(decided), tr('vi'), 'Sam')).toContain('(khách đã quyết định)');
  });
  it('an approval of the agency\'s own says nothing of the client', () => {
    expect(whoLine(approved(null), tr('en'), 'Sam')).toBe('approved by Olivia');
  });
  it('an approval edited since is the edit\'s line (the client decided on another version)', () => {
    expect(whoLine({ ...approved(decided), stale: true, editedBy: 'Sam', editors: ['Sam'] }, tr('en'), 'Chi')).toBe('edited by Sam after Olivia approved');
  });
});
