/**
 * walk 20 (1): a new laptop's first `team sync` fetched a post's photo bytes; attaching them (teamRows.attachBlob)
 * left the draft in this laptop's team outbox, read as its own change not yet shared — so an approver who had changed
 * nothing was refused as an author of the version (`own_edit`) until a second sync. Attaching bytes is not an edit:
 * a draft that held no change of this laptop before holds none after; one that did keeps it.
 */
import { describe, expect, it } from 'vitest';
import { teamRows } from '../../src-main/library';
import { bindingLaptops } from './bindings';

const { laptop, sync } = bindingLaptops();
const SHA = 'b'.repeat(64);
const photo = { path: '/home/lan/photos/tet.jpg', sha256: SHA, bytes: 1234, width: 1080, height: 1080, mime: 'image/jpeg' };

describe('photo bytes fetched from the team server', () => {
  it('are not this laptop’s change of the draft; a change made here before stays unshared', () => {
    const lan = laptop('lan');
    const chi = laptop('chi');
    const quiet = lan.lib.drafts.create(lan.lib.db, { platforms: ['instagram'], caption: 'Tết', photos: [photo] });
    const edited = lan.lib.drafts.create(lan.lib.db, { platforms: ['instagram'], caption: 'Tết 2', photos: [photo] });
    sync(lan, chi);
    expect(teamRows.missingBlobs(chi.lib.db, chi.ws)).toEqual([SHA]);
    expect(teamRows.hasUnsharedDraft(chi.lib.db, chi.ws, quiet.id)).toBe(false);
    chi.lib.drafts.update(chi.lib.db, edited.id, { caption: 'Tết 2 — Chi sửa' }); // Chi's own change, not shared yet
    expect(teamRows.attachBlob(chi.lib.db, SHA, '/home/chi/.postroom/blobs/bb.jpg')).toBe(2);
    expect(teamRows.missingBlobs(chi.lib.db, chi.ws)).toEqual([]);
    expect(teamRows.hasUnsharedDraft(chi.lib.db, chi.ws, quiet.id)).toBe(false);
    expect(teamRows.hasUnsharedDraft(chi.lib.db, chi.ws, edited.id)).toBe(true);
  });
});
