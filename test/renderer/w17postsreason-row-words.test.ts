/**
 * w17postsreason (walk 16, 3): the campaign Posts tab's Send column of a post the last send held back says the reason the
 * core counts it under for the Send tab (status now.notSentWhy): one row per reason, in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notSentWhyLine, type NotSentWhy } from '../../src-renderer/src/lib/campaignPosts';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const line = (w: Omit<NotSentWhy, 'draftId'>, lang: 'en' | 'vi', me: string | null = 'Lan') =>
  notSentWhyLine({ draftId: 'd1', ...w } as NotSentWhy, me, 'Bảo', tr(lang), (codes) => codes.join(', '));

describe("the Posts tab's Send column of a skipped post, by the core's reason", () => {
  it('never sent for review (walk 16: "Bánh mì chảo"): not "problems"', () => {
    expect(line({ why: 'to_submit' }, 'en')).toBe('not sent (not sent for review yet)');
    expect(line({ why: 'to_submit' }, 'vi')).toBe('chưa gửi (chưa được gửi để duyệt)');
  });
  it('in review: whom it waits for', () => {
    expect(line({ why: 'in_review' }, 'en')).toBe('not sent (waits for approval by Bảo)');
    expect(line({ why: 'in_review' }, 'vi')).toBe('chưa gửi (đang chờ Bảo phê duyệt)');
  });
  it('changes requested: by a teammate, by you on your own laptop', () => {
    expect(line({ why: 'changes', by: 'Bảo' }, 'en')).toBe('not sent (changes requested by Bảo)');
    expect(line({ why: 'changes', by: 'Bảo' }, 'en', 'Bảo')).toBe('not sent (changes requested by you)');
    expect(line({ why: 'changes', by: 'Bảo' }, 'vi', 'Bảo')).toBe('chưa gửi (bạn yêu cầu sửa)');
    expect(line({ why: 'changes', by: null }, 'en')).toBe('not sent (changes requested)');
  });
  it('problems: named when the draft checks named them', () => {
    expect(line({ why: 'problems', codes: ['no photo'] }, 'en')).toBe('not sent (problems: no photo)');
    expect(line({ why: 'problems' }, 'en')).toBe('not sent (problems)');
    expect(line({ why: 'problems', left: true }, 'en')).toBe('not sent (you left the team: its posts are published through the team)');
  });
  it('the other reasons, each its own words', () => {
    expect(line({ why: 'resend' }, 'en')).toBe('not sent (needs a new approval before it can be sent again)');
    expect(line({ why: 'role' }, 'en')).toBe('not sent (a viewer cannot publish)');
    expect(line({ why: 'revoked' }, 'en')).toBe("not sent (this computer's access was revoked)");
    // Walk 38 (5): the post's own problems beside the revocation (a rejoin does not mend them).
    expect(line({ why: 'revoked', codes: ['no photo'] }, 'en')).toBe("not sent (this computer's access was revoked; and problems: no photo)");
    expect(line({ why: 'revoked', codes: ['no photo'] }, 'vi')).toBe('chưa gửi (quyền truy cập của máy này đã bị thu hồi; và có lỗi: no photo)');
    expect(line({ why: 'ready' }, 'vi')).toBe('chưa gửi (giờ đã sẵn sàng gửi)');
    expect(line({ why: 'unchecked', lastSend: true }, 'en')).toBe('not sent (not checked since the send)');
    expect(line({ why: 'teamSent' }, 'en')).toBeNull();
  });
});
