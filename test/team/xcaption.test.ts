/**
 * xcaption (walk 6, finding 1): a teammate's X caption equal to the main caption vanished on every
 * laptop, with a History line "Bảo changed a channel's caption" nobody typed and the post back in
 * review. Two laptops' libraries and bindings exchanging updates (bindings.ts), Bảo's open Compose
 * as what it sends (drafts.update with the base it started from, lib/coediting.ts).
 *
 * Found in walk 6's data (Bảo's library.sqlite): the update that removed it was Bảo's, made with a
 * write at the moment he pressed Publish (the composer's flush, then the publisher's state), and it
 * carried only the deletion of Lan's `channel_captions.x` entry. A save that sends a channel as
 * null ("shares the main caption", held on screen) removed a caption the saver never had: a
 * teammate's add. These guards hold it.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import { contentRevision } from '../../src-main/team/review';
import { bindingLaptops, type Laptop } from './bindings';

const { laptop, restart, sync } = bindingLaptops('postroom-xcaption-');

const MAIN = 'Sáng thứ Bảy: phở bò tái nạm, nước dùng ninh 12 tiếng. #phở';
const draftOf = (l: Laptop, id: string): Draft => l.lib.drafts.getDraft(l.lib.db, id);
const revisionOf = (d: Draft): string => contentRevision({ ...d, captions: d.captions });
/** Lan's post: three channels, X with its own caption equal to the main one (the box filled with the same text). */
function lansPost(lan: Laptop, bao: Laptop): string {
  const d = lan.lib.drafts.create(lan.lib.db, { caption: MAIN, title: 'Phở', platforms: ['instagram', 'facebook', 'x'], captions: { x: { caption: MAIN } } });
  sync(lan, bao);
  expect(draftOf(bao, d.id).captions).toEqual([{ channel: 'x', caption: MAIN, title: null }]);
  return d.id;
}

describe('an X caption equal to the main caption, on a teammate\'s laptop', () => {
  it('(a) a save whose fields equal the stored draft writes nothing: no revision, no team update, no History line, same content revision', () => {
    const lan = laptop('Lan');
    const bao = laptop('Bảo');
    const id = lansPost(lan, bao);
    bao.clock.advance(60_000);
    const before = draftOf(bao, id);
    const pending = bao.binding.pending();
    const lines = bao.binding.history(id).length;
    // Bảo's open Compose writes back what it holds (every field it edits, with the base it opened).
    const fields = { caption: before.caption, title: before.title, notes: before.notes, tags: before.tags, platforms: before.platforms, captions: { x: { caption: MAIN, title: null } } };
    const after = bao.lib.drafts.update(bao.lib.db, id, fields, { base: { caption: before.caption, title: before.title, notes: before.notes, tags: before.tags, captions: { x: { caption: MAIN, title: null } } } });
    expect(after.revision).toBe(before.revision);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(bao.binding.flushLocal()).toBe(0);
    expect(bao.binding.pending()).toBe(pending);
    expect(bao.binding.history(id)).toHaveLength(lines);
    expect(revisionOf(after)).toBe(revisionOf(before));
  });

  it('(b) kept as Lan set it through Bảo\'s saves of other fields, on both laptops', () => {
    const lan = laptop('Lan');
    const bao = laptop('Bảo');
    const id = lansPost(lan, bao);
    const d = draftOf(bao, id);
    bao.lib.drafts.update(bao.lib.db, id, { notes: 'checked the photo', captions: { x: { caption: MAIN, title: null } } }, { base: { notes: '', captions: { x: { caption: MAIN, title: null } } } });
    sync(lan, bao);
    for (const l of [lan, bao]) expect(draftOf(l, id).captions).toEqual([{ channel: 'x', caption: MAIN, title: null }]);
    expect(bao.binding.history(id)[0]?.fields).toEqual(['notes']);
    expect(d.captions).toEqual(draftOf(lan, id).captions);
  });

  it('a save holding X as "shares the main caption" (null) does not drop the X caption Lan added meanwhile', () => {
    const lan = laptop('Lan');
    const bao = laptop('Bảo');
    const d = lan.lib.drafts.create(lan.lib.db, { caption: MAIN, platforms: ['facebook', 'x'] });
    sync(lan, bao);
    // Bảo's Compose opened it with no own captions; X shares the main caption on his screen (null after "Use the main caption").
    const base = { captions: {} };
    lan.lib.drafts.update(lan.lib.db, d.id, { captions: { x: { caption: MAIN } } });
    sync(lan, bao);
    bao.lib.drafts.update(bao.lib.db, d.id, { captions: { x: null, facebook: { caption: 'Facebook words', title: null } } }, { base });
    sync(lan, bao);
    for (const l of [lan, bao]) {
      expect(draftOf(l, d.id).captions).toEqual([{ channel: 'facebook', caption: 'Facebook words', title: null }, { channel: 'x', caption: MAIN, title: null }]);
    }
  });

  it('(c) a teammate\'s outcome mirrored here (the draft\'s state) and a restart of both laptops never delete the caption key', () => {
    let lan = laptop('Lan');
    let bao = laptop('Bảo');
    const id = lansPost(lan, bao);
    const lines = bao.binding.history(id).length;
    const pending = bao.binding.pending();
    bao.clock.advance(60_000);
    bao.lib.drafts.setStates(bao.lib.db, [id], 'published');
    expect(bao.binding.flushLocal()).toBe(0);
    // This laptop's state is not the team's: nothing goes out for it (no team update, no History line).
    expect(bao.binding.pending()).toBe(pending);
    lan = restart(lan);
    bao = restart(bao);
    sync(lan, bao);
    for (const l of [lan, bao]) expect(draftOf(l, id).captions).toEqual([{ channel: 'x', caption: MAIN, title: null }]);
    expect(bao.binding.history(id)).toHaveLength(lines);
  });
});
