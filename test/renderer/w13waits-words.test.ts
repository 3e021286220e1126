/**
 * w13waits (walk 13): whom a post waits for, in words true for the READER. On Bảo's own Compose, the Approve button
 * right there, the line said "Waits for approval by Chi." (the reader dropped); Bảo's Send tab said "You asked for
 * changes on 1 post: edit it and send it for review again" of Lan's post (her edit, not his). Now: "Waits for approval
 * by you or Chi." and "You asked for changes on 1 post: it waits for Lan's edit."; Chi's and Lan's words as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readerApproves, waitsFor } from '../../src-shared/approvers';
import { heldSentence, waitWho } from '../../src-renderer/src/lib/held';
import { changesByWords, changesPartLine } from '../../src-renderer/src/lib/sendwords';
import { campaignWaitWho, changeAuthors } from '../../src-renderer/src/lib/campaignwaits';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const members = [
  { name: 'Lan', role: 'editor', revokedAt: null },
  { name: 'Chi', role: 'owner', revokedAt: null },
  { name: 'Bảo', role: 'approver', revokedAt: null },
  { name: 'Minh', role: 'approver', revokedAt: '2026-11-27T10:00:00Z' },
];
const both = { approvers: ['owner', 'approver'], authorsMayApprove: false };
const roles = ['owner', 'approver'];

describe('who a post waits for, as the reader reads it (w13waits)', () => {
  it('readerApproves: an approver or owner reading a post by someone else; never its author (unless authors approve), an editor, a revoked member', () => {
    expect(readerApproves(members, both, 'Lan', 'Bảo')).toBe(true);
    expect(readerApproves(members, both, 'Lan', 'Chi')).toBe(true);
    expect(readerApproves(members, both, 'Lan', 'Lan')).toBe(false);
    expect(readerApproves(members, both, 'Bảo', 'Bảo')).toBe(false);
    expect(readerApproves(members, { ...both, authorsMayApprove: true }, 'Bảo', 'Bảo')).toBe(true);
    expect(readerApproves(members, both, 'Lan', 'Minh')).toBe(false);
    expect(readerApproves(members, both, 'Lan', null)).toBe(false);
    expect(readerApproves([], both, 'Lan', 'Bảo')).toBe(false);
  });

  it("walk 13: Bảo's Compose of Lan's post reads 'by you or Chi' (en, vi); Chi's 'by you or Bảo'; Lan's 'by Bảo or Chi' as now", () => {
    const line = (me: string, lang: 'en' | 'vi'): string | null => {
      const w = waitsFor(members, both, ['Lan'], me);
      return heldSentence({ code: 'waiting_approval' }, roles, tr(lang), w.names, w.you);
    };
    expect(line('Bảo', 'en')).toBe('Waits for approval by you or Chi.');
    expect(line('Chi', 'en')).toBe('Waits for approval by you or Bảo.');
    expect(line('Lan', 'en')).toBe('Waits for approval by Bảo or Chi.');
    expect(line('Bảo', 'vi')).toBe('Đang chờ bạn hoặc Chi phê duyệt.');
  });

  it('waitWho: the reader alone, names, or the roles when no one is known', () => {
    expect(waitWho({ you: true, names: [] }, roles, tr('en'))).toBe('you');
    expect(waitWho({ you: false, names: [] }, roles, tr('en'))).toBe('an owner or an approver');
    expect(waitWho({ you: true, names: ['Chi', 'Minh'] }, roles, tr('en'))).toBe('you, Chi or Minh');
  });

  it("a campaign's posts by several authors: the union of their approvers, the reader when they may approve any", () => {
    expect(waitsFor(members, both, ['Lan', 'Bảo'], 'Chi')).toEqual({ you: true, names: ['Bảo'] });
    expect(waitsFor(members, both, ['Bảo'], 'Bảo')).toEqual({ you: false, names: ['Chi'] });
    expect(waitsFor(members, both, [], 'Lan')).toEqual({ you: false, names: ['Bảo', 'Chi'] });
  });

  it("walk 13: Bảo's Send tab line on Lan's post he sent back: it waits for Lan's edit; Lan reads as now", () => {
    const by = (me: string): string => changesByWords(['Bảo'], me, tr('en'));
    expect(changesPartLine(1, by('Bảo'), ['Lan'], 'Bảo', tr('en'))).toBe('You asked for changes on 1 post: it waits for Lan’s edit.');
    expect(changesPartLine(2, by('Bảo'), ['Lan', 'Minh'], 'Bảo', tr('en'))).toBe('You asked for changes on 2 posts: they wait for Lan and Minh’s edits.');
    expect(changesPartLine(1, by('Lan'), ['Lan'], 'Lan', tr('en'))).toBe('Bảo asked for changes on 1 post: edit it and send it for review again.');
    expect(changesPartLine(1, by('Bảo'), [], 'Bảo', tr('en'))).toBe('You asked for changes on 1 post: edit it and send it for review again.');
    expect(changesPartLine(1, changesByWords(['Bảo'], 'Bảo', tr('vi')), ['Lan'], 'Bảo', tr('vi'))).toBe('Bạn yêu cầu sửa 1 bài: bài đang chờ Lan sửa.');
  });

  it("walk 13: the campaign's Send tab and dry run: 'by you or Chi' for Bảo, 'by Bảo or Chi' for Lan, the roles with no roster; changes' authors", () => {
    const reviews = [{ state: 'in_review', author: 'Lan' }, { state: 'changes_requested', author: 'Lan' }, { state: 'approved', author: 'Bảo' }];
    expect(campaignWaitWho(reviews, members, both, 'Bảo', tr('en'))).toBe('you or Chi');
    expect(campaignWaitWho(reviews, members, both, 'Lan', tr('en'))).toBe('Bảo or Chi');
    expect(campaignWaitWho(reviews, [], both, 'Lan', tr('en'))).toBe('an owner or an approver');
    expect(campaignWaitWho(reviews, members, both, 'Bảo', tr('vi'))).toBe('bạn hoặc Chi');
    expect(changeAuthors(reviews)).toEqual(['Lan']);
  });
});
