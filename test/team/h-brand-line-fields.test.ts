/**
 * h-brand (walk 33b): the one rule a brand's resolution is read by. A brand kept by name turned into the id of the profile
 * of that name is written to the team as `brand_checked` (with `profile_from`), fields that change nothing approved: the
 * revision stays the approved one, the writer is no author of the version, no "edited by". A person's change of profile
 * stays `profile_id`: an edit. A draft never resolved writes no `profile_from` (no team write for every draft at an upgrade).
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { TeamDraftRow } from '../../src-main/library';
import { contentRevision, versionAuthors } from '../../src-main/team';
import { draftChangedFields, draftsMap, draftToDoc } from '../../src-main/team/schema';
import { historyLine } from '../../src-renderer/src/lib/team';
import { brandChecked } from '../../src-shared/brand';

const AT = '2026-11-28T02:00:00.000Z';
const byName: TeamDraftRow = {
  id: 'd1', profile_id: 'name:Studio Lumen', profile_from: null, platforms: ['x'], caption: 'Ánh sáng', title: '', notes: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false, state: 'draft', captions: {}, photos: [], tags: [], created_at: AT, updated_at: AT, deleted_at: null,
};
const resolved: TeamDraftRow = { ...byName, profile_id: 'prof_lumen', profile_from: brandChecked('name:Studio Lumen', 'prof_lumen'), updated_at: '2026-11-28T03:00:00.000Z' };
const chosen: TeamDraftRow = { ...resolved, profile_id: 'prof_caphe', profile_from: null };

function shared(row: TeamDraftRow): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => void draftToDoc(draftsMap(doc), 'd1', row, AT));
  return doc;
}
const write = (doc: Y.Doc, row: TeamDraftRow): string[] => {
  let fields: string[] = [];
  doc.transact(() => (fields = draftToDoc(draftsMap(doc), 'd1', row, AT)));
  return fields;
};
const revision = (r: TeamDraftRow): string => contentRevision({ ...r, captions: [] });

describe("a brand's resolution to the profile of its name", () => {
  it('is written as brand_checked, keeps the revision, and makes nobody an author or an editor', () => {
    const doc = shared(byName);
    expect(draftsMap(doc).get('d1')?.has('profile_from')).toBe(false);
    expect(draftChangedFields(draftsMap(doc).get('d1'), resolved)).toEqual(['brand_checked', 'profile_from']);
    expect(write(doc, resolved)).toEqual(['brand_checked', 'profile_from']);
    expect(revision(resolved)).toBe(revision(byName));
    const line = { member: 'Lan', at: '2026-11-28T03:00:00.000Z', fields: ['brand_checked', 'profile_from'] };
    expect(versionAuthors({ creator: 'Chi', approvedAt: AT, history: [line], approvalRequired: true }).editors).toEqual([]);
    expect(historyLine(line.fields)).toEqual({ kind: 'changed', fields: ['brand_checked'], other: false });
  });

  it("a person's choice of another profile after it is an edit", () => {
    const doc = shared(byName);
    write(doc, resolved);
    expect(write(doc, chosen)).toEqual(['profile_id', 'profile_from']);
    expect(revision(chosen)).not.toBe(revision(byName));
    const line = { member: 'Lan', at: '2026-11-28T04:00:00.000Z', fields: ['profile_id', 'profile_from'] };
    expect(versionAuthors({ creator: 'Chi', approvedAt: AT, history: [line], approvalRequired: true }).editors).toEqual(['Lan']);
  });

  it('a change of profile beside a check it did not clear (a teammate\'s concurrent choice merged, an older build) is an edit', () => {
    // The document's fields merge one by one: Chi's profile_id (another profile) beside Lan's profile_from (the check).
    const merged: TeamDraftRow = { ...resolved, profile_id: 'prof_caphe' };
    expect(revision(merged)).not.toBe(revision(byName));
    expect(revision(merged)).toBe(revision(chosen));
    const doc = shared(byName);
    expect(write(doc, merged)).toEqual(['profile_id', 'profile_from']);
  });

  it('a draft never resolved writes no profile_from', () => {
    const doc = shared(byName);
    expect(write(doc, { ...byName, caption: 'Ánh sáng, sửa' })).toEqual(['caption']);
    expect(draftsMap(doc).get('d1')?.has('profile_from')).toBe(false);
  });
});
