/**
 * w11undo (walk 11, issue 34): the Who line of an approved post edited by two members, one of whom then pressed
 * Undo (Lan typed, Bảo typed, Lan took her words back: only Bảo's differ from the approved text). The line is made
 * from the core's own derivation (editedSinceApproval over the History lines) and names EVERY member who changed
 * the post since the approval — before, only the last saver ("edited by Lan after Bảo approved", Bảo hidden).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto } from '../../src-main/bridge/contract';
import { editedSinceApproval } from '../../src-main/team';
import { editorsWords, whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const approvedAt = '2026-11-27T14:40:00.000Z';
const last = { action: 'approve' as const, by: 'Bảo', at: approvedAt, state: 'approved' as const };
/** The History lines of the walk: Lan's words, Bảo's words, Lan's Undo (each line names its saver). */
const history = [
  { member: 'Lan', at: '2026-11-27T14:46:10.000Z', fields: ['caption'] },
  { member: 'Bảo', at: '2026-11-27T14:46:40.000Z', fields: ['caption'] },
  { member: 'Lan', at: '2026-11-27T14:47:05.000Z', fields: ['caption'] },
];

/** The review DTO's Who facts as the bridge makes them from the core's derivation. */
function dtoFrom(lines: typeof history, me: string): Pick<PostReviewDto, 'last' | 'stale' | 'editedBy' | 'editors' | 'clientAgreed' | 'clientDecided'> {
  const e = editedSinceApproval({ stale: true, last }, { history: lines, savedAt: lines[lines.length - 1]!.at, me: { name: me, solo: false }, mine: false });
  return { last: last as PostReviewDto['last'], stale: true, editedBy: e?.by ?? null, editors: e?.editors ?? [], clientAgreed: null, clientDecided: null };
}

describe('the Who line after a span-level Undo names everyone who changed the post since the approval', () => {
  it('a third member reads "edited by Lan and Bảo after Bảo approved", never Lan alone', () => {
    const r = dtoFrom(history, 'Minh');
    expect(whoLine(r, tr('en'), 'Minh')).toBe('edited by Lan and Bảo after Bảo approved');
    expect(whoLine(r, tr('vi'), 'Minh')).toBe('Lan và Bảo đã sửa sau khi Bảo duyệt');
  });

  it('Lan reads herself as "you" beside Bảo; Bảo reads himself beside Lan', () => {
    const r = dtoFrom(history, 'Lan');
    expect(whoLine(r, tr('en'), 'Lan')).toBe('edited by you and Bảo after Bảo approved');
    expect(whoLine(r, tr('vi'), 'Lan')).toBe('Bạn và Bảo đã sửa sau khi Bảo duyệt');
    expect(whoLine(dtoFrom(history, 'Bảo'), tr('en'), 'Bảo')).toBe('edited by you and Lan after you approved');
  });

  it('one editor is said as before; a notes-only save names nobody new', () => {
    const one = [history[0]!, history[2]!];
    expect(whoLine(dtoFrom(one, 'Bảo'), tr('en'), 'Bảo')).toBe('edited by Lan after you approved');
    expect(whoLine(dtoFrom(one, 'Lan'), tr('vi'), 'Lan')).toBe('Bạn đã sửa sau khi Bảo duyệt');
    const notes = [history[1]!, { member: 'Lan', at: '2026-11-27T14:48:00.000Z', fields: ['notes'] }];
    expect(whoLine(dtoFrom(notes, 'Minh'), tr('en'), 'Minh')).toBe('edited by Bảo after Bảo approved');
  });

  it('three editors are listed, the reader first', () => {
    const t = tr('en');
    expect(editorsWords(['Lan', 'Bảo', 'Minh'], null, t)).toBe('Lan, Bảo and Minh');
    expect(editorsWords(['Lan', 'Bảo', 'Minh'], 'Minh', t)).toBe('you, Lan and Bảo');
    expect(editorsWords(['Lan', 'Bảo', 'Minh'], null, tr('vi'))).toBe('Lan, Bảo và Minh');
  });
});
