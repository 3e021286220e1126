/**
 * walk 33 (h-cliwords' left-out, the app's side of walk 32, 6): the campaign Review tab's import report said "their
 * note added as a comment" of a client's request for changes with no note (and of an approval kept over one). The
 * core says whether the client wrote a note (`note`); the line says the note only when there is one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeKey } from '../../src-renderer/src/lib/clientImport';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe("the import report's line of a client's request for changes", () => {
  it('says the note as a comment only when the client wrote one (en, vi)', () => {
    const line = (lang: 'en' | 'vi', outcome: 'changes_requested' | 'approval_kept', note: boolean) => tr(lang)(outcomeKey({ decision: 'request_changes', outcome, note }));
    expect(line('en', 'changes_requested', true)).toBe('Client asked for changes — changes requested, their note added as a comment');
    expect(line('en', 'changes_requested', false)).toBe('Client asked for changes — changes requested (the client wrote no note)');
    expect(line('vi', 'changes_requested', false)).toBe('Khách yêu cầu sửa — đã chuyển sang cần sửa (khách không ghi chú)');
    expect(line('en', 'approval_kept', true)).toContain('the client’s note is added as a comment for an approver to decide');
    expect(line('en', 'approval_kept', false)).not.toContain('comment');
    expect(line('vi', 'approval_kept', false)).not.toContain('bình luận');
  });
});
