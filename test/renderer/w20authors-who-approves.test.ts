/**
 * w20authors: every "who may approve" of the app leaves out every author of the version (its creator and who changed
 * what goes out since its last approval: the core's `versionAuthors` of each post's review), and says outright when
 * nobody in the team may approve it, with the setting that lets authors approve. Lan (editor) wrote the post, Bảo
 * (approver) edited it after approving it. Failed on the old code: the campaign's Send tab said "by Bảo or Chi" to Lan,
 * and nothing said that nobody may approve a post Bảo, the team's only approver, had edited (the roles were said).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { waitsFor } from '../../src-shared/approvers';
import { heldSentence, nobodySentence } from '../../src-renderer/src/lib/held';
import { campaignAsk, campaignNobody, campaignWaitWho } from '../../src-renderer/src/lib/campaignwaits';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const three = [{ name: 'Lan', role: 'editor' }, { name: 'Bảo', role: 'approver' }, { name: 'Chi', role: 'approver' }];
const two = [{ name: 'Lan', role: 'editor' }, { name: 'Bảo', role: 'owner' }];
const rule = { approvers: ['owner', 'approver'], authorsMayApprove: false };
const allowed = { ...rule, authorsMayApprove: true };
const edited = { state: 'in_review', author: 'Lan', versionAuthors: ['Lan', 'Bảo'] };

describe('who may approve a version Bảo edited (w20authors)', () => {
  it('waitsFor leaves out every author of the version, and counts the posts nobody may approve', () => {
    expect(waitsFor(three, rule, [['Lan', 'Bảo']], 'Lan')).toEqual({ you: false, names: ['Chi'] });
    expect(waitsFor(two, rule, [['Lan', 'Bảo']], 'Lan')).toEqual({ you: false, names: [], nobody: 1 });
    expect(waitsFor(two, allowed, [['Lan', 'Bảo']], 'Lan')).toEqual({ you: false, names: ['Bảo'] });
    // No member known here yet: not "nobody" (the roles are said).
    expect(waitsFor([], rule, [['Lan', 'Bảo']], 'Lan')).toEqual({ you: false, names: [] });
  });

  it("the campaign's Send and Review tabs: Lan reads 'by Chi', Bảo is not asked to approve it", () => {
    const en = tr('en');
    expect(campaignWaitWho([edited], three, rule, 'Lan', en)).toBe('Chi');
    // Bảo may approve none of it: nothing tells him to approve it in the Review tab.
    expect(campaignAsk([edited], three, rule, 'Bảo', en)).toBeNull();
    expect(campaignNobody([edited], three, rule, 'Lan', en)).toBeNull();
  });

  it('nobody may approve it: said outright, with the setting (en, vi)', () => {
    expect(campaignNobody([edited], two, rule, 'Lan', tr('en'))).toBe('1 post nobody in this team may approve: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.');
    expect(campaignNobody([edited, edited], two, rule, 'Bảo', tr('vi'))).toContain('2 bài không ai trong nhóm duyệt được');
    expect(campaignNobody([edited], two, allowed, 'Lan', tr('en'))).toBeNull();
    const en = tr('en');
    const held = { code: 'waiting_approval' };
    expect(nobodySentence(held, false, en)).toContain('nobody in this team may approve it');
    expect(nobodySentence(held, false, en)).toContain('Authors may approve their own posts');
    expect(nobodySentence(held, true, en)).toBe('Nobody in this team may approve it: an owner may make another member an approver.');
    expect(nobodySentence({ code: 'changes_requested' }, false, en)).toBeNull();
    expect(nobodySentence(held, false, tr('vi'))).toContain('không ai duyệt được');
    // Compose's line where someone may: as before.
    expect(heldSentence(held, rule.approvers, tr('en'), ['Chi'])).toBe('Waits for approval by Chi.');
  });
});
