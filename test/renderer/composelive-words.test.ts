/**
 * composelive (walk 5): the Who line of a post I edited after its approval has its subject in both languages
 * ("edited by you after Bảo approved" / "Bạn đã sửa sau khi Bảo duyệt"; before, Vietnamese on the editor's own
 * laptop said "đã sửa sau khi Bảo duyệt", no subject), a teammate's edit names them, and an unknown editor
 * still reads as a sentence with a subject in Vietnamese.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
const last = { action: 'approve' as const, by: 'Bảo', at: '2026-11-27T07:30:00.000Z' };

describe('the Who line of a post edited after its approval', () => {
  it('on the editor\'s own laptop says "you" / "Bạn"', () => {
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('en'), 'Lan')).toBe('edited by you after Bảo approved');
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('vi'), 'Lan')).toBe('Bạn đã sửa sau khi Bảo duyệt');
  });
  it("on a teammate's laptop names the editor", () => {
    // w11words: read on Chi's laptop (on Bảo's own, the approver is "you": test/renderer/w11words-reader-lines.test.ts).
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('en'), 'Chi')).toBe('edited by Lan after Bảo approved');
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('vi'), 'Chi')).toBe('Lan đã sửa sau khi Bảo duyệt');
  });
  it('an editor not known still has a subject in Vietnamese', () => {
    expect(whoLine({ last, stale: true, editedBy: null }, tr('vi'), 'Lan')).toBe('Bài đã được sửa sau khi Bảo duyệt');
  });
  it('a revoked member\'s "You" lines say the token was revoked', () => {
    expect(tr('en')('composelive.revokedLine', { values: { name: 'Lan' } })).toBe('You: Lan — token revoked');
    expect(tr('vi')('composelive.revokedLine', { values: { name: 'Lan' } })).toBe('Bạn: Lan — mã đã bị thu hồi');
  });
});
