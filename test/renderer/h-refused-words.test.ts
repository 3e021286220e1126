/**
 * h-refused (walk 42a): Marc's laptop holds three approvals of ONE post the team server refused. The sidebar's team line
 * read "3 of your approvals were refused by the team server: it is kept on this computer" (one post counted three times;
 * "it" for three); now it says the core's count, 3 approvals of 1 post, "they"; the post's line says how many, in both
 * languages (vi has no `one` branch). Failed on the old code: the line had no post count and said "it"; the post's
 * line (three of them) said "Your approval … was refused … It did not reach".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { teamLine } from '../../src-renderer/src/lib/team';
import { answeredApprovalWords, refusedApprovalWords, type RefusedApprovalLine } from '../../src-renderer/src/lib/refusedApprovals';
import { loadWords, strictT } from './helpers';

beforeAll(() => loadWords());

const NOW = Date.parse('2026-11-29T07:40:00Z');
const lineOf = (mine: { approvals: number; posts: number }) => teamLine({ state: 'online', pending: 0, lastInStep: null, inStep: false, refused: { count: mine.approvals, documents: ['approvals'], mine } }, NOW);
const say = (lang: 'en' | 'vi', mine: { approvals: number; posts: number }): string => {
  const l = lineOf(mine);
  if (l.key !== 'refusedApproval') throw new Error(l.key);
  return strictT(lang)('w26approval.line', { values: { n: l.n, posts: l.posts } });
};
const P4: RefusedApprovalLine = { id: 'a1', draftId: 'p4', caption: 'Chào năm mới 2027!', rule: 'own_version', times: 3 };

describe("the sidebar's line of refused approvals", () => {
  it('counts approvals and posts as the core does', () => {
    expect(lineOf({ approvals: 3, posts: 1 })).toEqual({ key: 'refusedApproval', n: 3, posts: 1 });
  });
  it('English: one, three of one post, four of two posts', () => {
    expect(say('en', { approvals: 1, posts: 1 })).toBe('Your approval was refused by the team server: it is kept on this computer, never sent again; your other changes still sync.');
    expect(say('en', { approvals: 3, posts: 1 })).toBe('3 of your approvals of one post were refused by the team server: they are kept on this computer, never sent again; your other changes still sync.');
    expect(say('en', { approvals: 4, posts: 2 })).toBe('4 of your approvals of 2 posts were refused by the team server: they are kept on this computer, never sent again; your other changes still sync.');
  });
  it('Vietnamese', () => {
    expect(say('vi', { approvals: 1, posts: 1 })).toBe('Phê duyệt của bạn đã bị máy chủ nhóm từ chối: phê duyệt này được giữ trên máy này, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.');
    expect(say('vi', { approvals: 3, posts: 1 })).toBe('3 phê duyệt của bạn cho một bài đã bị máy chủ nhóm từ chối: các phê duyệt này được giữ trên máy này, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.');
    expect(say('vi', { approvals: 4, posts: 2 })).toBe('4 phê duyệt của bạn cho 2 bài đã bị máy chủ nhóm từ chối: các phê duyệt này được giữ trên máy này, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.');
  });
});

describe('walk 43a (3): a refused own approval where nobody else in the team may approve it', () => {
  it('never says "another approver must approve it" (en, vi)', () => {
    const en = refusedApprovalWords({ ...P4, times: 1, nobodyElse: true }, strictT('en'));
    expect(en).toContain('It did not reach your teammates; nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings');
    expect(en).not.toContain('another approver');
    const vi = refusedApprovalWords({ ...P4, rule: 'own_post', nobodyElse: true }, strictT('vi'));
    expect(vi).toContain('Các phê duyệt này chưa đến được đồng đội; trong nhóm không còn ai khác duyệt được bài này');
    expect(vi).not.toContain('một người duyệt khác phải');
  });
});

describe("a post's refused approvals, one line with how many", () => {
  it('English', () => {
    expect(refusedApprovalWords(P4, strictT('en'))).toBe(
      '3 of your approvals of "Chào năm mới 2027!" were refused by the team server: you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; another approver must approve it.',
    );
    expect(refusedApprovalWords({ ...P4, times: 1 }, strictT('en'))).toBe(
      'Your approval of "Chào năm mới 2027!" was refused by the team server: you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
    );
    expect(refusedApprovalWords({ ...P4, rule: 'not_held', times: 2 }, strictT('en'))).toBe(
      '2 of your approvals of earlier versions of "Chào năm mới 2027!" were refused by the team server: they are of versions the team does not hold (the post changed, or its change has not reached the team yet). They did not reach your teammates; read the post again and approve the version the team holds.',
    );
    expect(answeredApprovalWords(P4, strictT('en'))).toBe('Your approval of "Chào năm mới 2027!" as it is now was accepted by the team server: it answers the refusal of your 3 earlier approvals.');
    expect(answeredApprovalWords({ ...P4, rule: 'not_held', times: 1 }, strictT('en'))).toBe('Your approval of "Chào năm mới 2027!" as it is now was accepted by the team server: it answers the refusal of your approval of an earlier version.');
  });
  it('Vietnamese', () => {
    expect(refusedApprovalWords(P4, strictT('vi'))).toBe(
      '3 phê duyệt của bạn cho bài "Chào năm mới 2027!" đã bị máy chủ nhóm từ chối: bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. Các phê duyệt này chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
    );
    expect(refusedApprovalWords({ ...P4, times: 1 }, strictT('vi'))).toBe(
      'Phê duyệt của bạn cho bài "Chào năm mới 2027!" đã bị máy chủ nhóm từ chối: bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. Phê duyệt này chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
    );
    expect(answeredApprovalWords(P4, strictT('vi'))).toBe('Máy chủ nhóm đã nhận phê duyệt của bạn cho bài "Chào năm mới 2027!" ở phiên bản hiện tại: việc này trả lời cho 3 lần phê duyệt trước của bạn đã bị từ chối.');
  });
});

describe('h-ownapprove (walk 43b, 3): a post whose approvals of mine were refused names who else may approve it', () => {
  it('"Minh or Owen may approve it", never "another approver must" (en, vi)', () => {
    const line: RefusedApprovalLine = { id: 'a1', draftId: 'p4', caption: 'Olivia wrote this', rule: 'own_post', times: 4, approvers: ['Minh', 'Owen'] };
    expect(refusedApprovalWords(line, strictT('en'))).toBe(
      '4 of your approvals of "Olivia wrote this" were refused by the team server: you created this post, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; Minh or Owen may approve it.',
    );
    const vi = refusedApprovalWords(line, strictT('vi'));
    expect(vi).toContain('Các phê duyệt này chưa đến được đồng đội; Minh hoặc Owen có thể phê duyệt bài.');
    expect(vi).not.toContain('một người duyệt khác phải');
  });
});
