/**
 * w23settings (walk 21, 2): the fields a change not shared yet would write (schema draftChangedFields, read without
 * writing) are the fields the binding's flush writes for it (draftToDoc), change by change — the one rule read twice.
 * A photo's local file (where fetched bytes were put) is not in the team's document: no field; nor is a CRLF.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { TeamDraftRow } from '../../src-main/library';
import { draftChangedFields, draftsMap, draftToDoc } from '../../src-main/team/schema';

const AT = '2026-11-28T02:00:00.000Z';
const photo = { id: 'p1', source: 'file' as const, url: null, sha256: 'a'.repeat(64), bytes: 1234, width: 1080, height: 1080, mime: 'image/jpeg', name: 'tet.jpg' };
const base: TeamDraftRow = {
  id: 'd1', profile_id: 'prof', platforms: ['instagram', 'linkedin'], caption: 'Giờ mở cửa Tết', title: 'Tết', notes: 'internal', fields: { first_comment: 'hi' },
  scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, state: 'draft',
  captions: { linkedin: { caption: 'LinkedIn only', title: null } }, photos: [photo], tags: ['tet'], created_at: AT, updated_at: AT, deleted_at: null,
};

/** A document holding `row` (default `base`), as the team has it. */
function shared(row: TeamDraftRow = base): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => void draftToDoc(draftsMap(doc), 'd1', row, AT));
  return doc;
}

const CHANGES: Array<[string, TeamDraftRow | null]> = [
  ['nothing (a save that changed nothing but its time)', { ...base, updated_at: '2026-11-28T03:00:00.000Z' }],
  ['the caption', { ...base, caption: 'Giờ mở cửa Tết (Bảo sửa)' }],
  ['the title and notes', { ...base, title: 'Tết 2027', notes: 'more' }],
  ['the channels and time', { ...base, platforms: ['instagram'], scheduled_at: '2026-12-02T09:00' }],
  ['a channel caption', { ...base, captions: { linkedin: { caption: 'LinkedIn, rewritten', title: 'T' } } }],
  ['the tags', { ...base, tags: ['tet', 'khai-truong'] }],
  ['the photos', { ...base, photos: [photo, { ...photo, id: 'p2', sha256: 'b'.repeat(64), name: 'b.jpg' }] }],
  ['the profile and channel fields', { ...base, profile_id: 'other', fields: { first_comment: 'bye' } }],
  ['deleted', null],
];

describe('a change not shared yet, read without writing', () => {
  it.each(CHANGES)('%s: the same fields the flush writes', (_what, row) => {
    const doc = shared();
    const read = draftChangedFields(draftsMap(doc).get('d1'), row);
    let written: string[] = [];
    doc.transact(() => void (written = draftToDoc(draftsMap(doc), 'd1', row, AT)));
    expect(read.sort()).toEqual(written.sort());
  });

  it('a draft the team has not seen is `created`; a photo whose bytes were fetched here is no change', () => {
    expect(draftChangedFields(undefined, base)).toEqual(['created']);
    // The library's photo row carries no local path in the team's row (TeamPhoto): the same values, no field.
    expect(draftChangedFields(draftsMap(shared()).get('d1'), { ...base, photos: [{ ...photo }] })).toEqual([]);
    // An older version's CRLF in the team's caption, LF here: no change either way (crlf, walk 7).
    const crlf = shared({ ...base, caption: 'Giờ mở cửa\r\nTết' });
    const row = { ...base, caption: 'Giờ mở cửa\nTết' };
    expect(draftChangedFields(draftsMap(crlf).get('d1'), row)).toEqual([]);
    crlf.transact(() => void expect(draftToDoc(draftsMap(crlf), 'd1', row, AT)).toEqual([]));
  });
});
