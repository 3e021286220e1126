/**
 * smalls: a stale client decision names its post by the caption's first line WITH text (the shared
 * first-line helper, src-shared/first-line.ts), as every list does: a caption that opens with a blank
 * line is named by its first words, not by an empty line.
 */
import { describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, type DecisionsFile, type ReviewMember } from '../../src-main/team';
import { firstLine } from '../../src-shared';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const minh: ReviewMember = { name: 'Minh', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

describe('a caption\'s first line, one helper for the core and the renderer', () => {
  it('skips blank lines and ends at any line break', () => {
    expect(firstLine('\n  \r\nBánh mì 🥖\r\nsecond')).toBe('Bánh mì 🥖');
    expect(firstLine('one\rtwo')).toBe('one');
    expect(firstLine('abcdef', 3)).toBe('ab…'); // w17trunc: a cut line ends in "…" (the one shorten)
    expect(firstLine('')).toBe('');
  });

  it('a stale decision names the post by its first line with text', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db;
    const { camp, a, b } = await campaignWithPosts(dir, db);
    const out = await exportClientPreview(db, { campaignId: camp.id, zone: 'Europe/Berlin', lang: 'en', member: lan });
    const rev = (id: string) => out.export.posts.find((p) => p.draftId === id)!.revision;
    const file: DecisionsFile = { format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: camp.id, digest: out.export.digest, decidedAt: '2026-11-27T00:00:00Z', posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }, { draftId: b.id, revision: rev(b.id), decision: 'approve', note: '' }]) };
    drafts.update(db, b.id, { caption: '\n\nSecond post, edited\nwith a second line' });
    const stale = thrown(() => importClientDecisions(db, JSON.stringify(file), { member: minh }));
    expect(stale.code).toBe('decisions_stale');
    expect(stale.details?.posts).toEqual([{ draftId: b.id, caption: 'Second post, edited', scheduled_at: null, timezone: null }]);
  });
});
