/**
 * w16camprow (walk 15, 3): the campaign Posts tab's Send column of a post held back for changes requested read
 * "chưa gửi (Bảo yêu cầu sửa)" on Bảo's own laptop, while the header's badge said "được bạn yêu cầu sửa". The reader
 * is "you" / "bạn" there too (w11words' rule, reader.ts sayName); a teammate is still named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldSendLine } from '../../src-renderer/src/lib/campaignPosts';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const changes = { state: 'changes_requested' as const, last: { action: 'request_changes' as const, by: 'Bảo', at: '2026-11-27T14:40:00.000Z' } };

describe("the Send column of a post held for its review", () => {
  it("the reader's own request says you / bạn", () => {
    expect(heldSendLine(changes, 'Bảo', tr('en'))).toBe('not sent (changes requested by you)');
    expect(heldSendLine(changes, 'Bảo', tr('vi'))).toBe('chưa gửi (bạn yêu cầu sửa)');
  });
  it("a teammate's request names them", () => {
    expect(heldSendLine(changes, 'Lan', tr('en'))).toBe('not sent (changes requested by Bảo)');
    expect(heldSendLine(changes, 'Lan', tr('vi'))).toBe('chưa gửi (Bảo yêu cầu sửa)');
    expect(heldSendLine(changes, null, tr('en'))).toBe('not sent (changes requested by Bảo)');
  });
  it('waiting for review, and changes with no named asker', () => {
    expect(heldSendLine({ state: 'in_review', last: { action: 'submit', by: 'Lan', at: changes.last.at } }, 'Lan', tr('en'))).toBe('not sent (waiting for review)');
    expect(heldSendLine({ state: 'changes_requested', last: null }, 'Bảo', tr('vi'))).toBe('chưa gửi (được yêu cầu sửa)');
  });
});
