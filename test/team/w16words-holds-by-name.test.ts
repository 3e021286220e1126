/**
 * w16words (w15cli left): the review queue's publish holds (review-actions.ts publishHolds) said whom a post waits for
 * by role only (`waitsFor: ['owner', 'approver']`), while the CLI's refusals name people (w15cli). They now carry `who`
 * through the same function (who-approves.ts whoApproves over the member list the team server last listed here): "Chi
 * or Minh", the reader as "you" when they may approve it, never a revoked member; the roles while no list is known.
 */
import { describe, expect, it } from 'vitest';
import { drafts, workspaces } from '../../src-main/library';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, publishHolds, type ReviewMember } from '../../src-main/team';
import { keepMembers } from '../../src-main/team/kept';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });

describe('publishHolds names who a post waits for', () => {
  it('by name from the kept member list, the reader as "you"; the roles without a list', () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    const ws = workspaces.use(db, workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' }).id);
    const d = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Tết' });
    applyReviewAction(db, member('Lan', 'editor'), { draftId: d.id, action: 'submit' });
    expect(publishHolds(db, member('Lan', 'editor'), [d.id])[0]?.who).toBe('an owner or an approver');

    workspaces.setTeam(db, ws.id, { url: 'http://team.example', id: 'team-1', member: 'Lan', role: 'editor' });
    keepMembers(db, ws.id, 'http://team.example', [
      { name: 'Lan', role: 'editor', revokedAt: null }, { name: 'Minh', role: 'approver', revokedAt: null },
      { name: 'Chi', role: 'owner', revokedAt: null }, { name: 'Vy', role: 'approver', revokedAt: '2026-11-01T00:00:00Z' },
    ]);
    expect(publishHolds(db, member('Lan', 'editor'), [d.id])).toMatchObject([{ waitsFor: ['owner', 'approver'], who: 'Chi or Minh' }]);
    // Minh reads it: he may approve it himself ("you"), Chi too.
    workspaces.setTeam(db, ws.id, { url: 'http://team.example', id: 'team-1', member: 'Minh', role: 'approver' });
    expect(publishHolds(db, member('Minh', 'approver'), [d.id])[0]?.who).toBe('you or Chi');
  });
});
