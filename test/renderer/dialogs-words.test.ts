/**
 * dialogs (walk 3b): in Vietnamese, "Duyệt" named four different things at once (the Review screen, the
 * Approve button, the review-state column, the team's review settings). Each now has its own word, and
 * the screen is called by the same name wherever a sentence sends the reader to it.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

describe('the Vietnamese words of review', () => {
  const named = {
    screen: vi.nav.review,
    queueTitle: vi.review.title,
    approveButton: vi.review.act.approve,
    approveAll: vi.review.campaign.approveAll,
    stateColumn: vi.review.col.state,
    campaignColumn: vi.review.campaign.col,
    settings: vi.reviewSettings.title,
  };

  it('gives the screen, the button, the column and the settings each a word of its own', () => {
    expect(named).toEqual({
      screen: 'Xét duyệt',
      queueTitle: 'Xét duyệt',
      approveButton: 'Phê duyệt',
      approveAll: 'Phê duyệt tất cả',
      stateColumn: 'Trạng thái duyệt',
      campaignColumn: 'Trạng thái duyệt',
      settings: 'Cài đặt xét duyệt',
    });
    const things = [named.screen, named.approveButton, named.stateColumn, named.settings];
    expect(new Set(things).size).toBe(things.length);
  });

  it('never leaves a bare "Duyệt" or the old "Duyệt bài" as a name', () => {
    const all = JSON.stringify(vi);
    expect(all).not.toMatch(/"Duyệt"/);
    expect(all).not.toMatch(/Duyệt bài/);
  });

  it('sends the reader to the screen by its name ("Xét duyệt"), as English says "Review"', () => {
    expect(en.clientfix.toast).toContain('in Review');
    expect(vi.clientfix.toast).toContain('trong Xét duyệt');
    expect(vi.truth.reason.needs_new_approval).toContain('ở phần Xét duyệt');
  });
});
