import { describe, expect, it } from 'vitest';
import { draftCaptions } from '../../src-main/library';
import { tempLibrary, thrown } from './helpers';

const long = 'Long Instagram caption. '.repeat(40);

describe('draft captions (draft_captions)', () => {
  it('a draft is created with channels\' own captions and reads them back; the others share the main caption', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { platforms: ['instagram', 'x', 'facebook'], caption: long, title: 'T', captions: { x: { caption: 'Short for X' } } });
    expect(d.captions).toEqual([{ channel: 'x', caption: 'Short for X', title: null }]);
    expect(lib.drafts.getDraft(lib.db, d.id).captions).toEqual(d.captions);
    expect(draftCaptions.listCaptions(lib.db, d.id)).toEqual(d.captions);
  });

  it('a patch sets, replaces and removes (null) one channel\'s caption and leaves the others; revision +1', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { platforms: ['instagram', 'x', 'threads'], caption: long, captions: { x: { caption: 'a' }, threads: { caption: 'b', title: 'bt' } } });
    const u1 = lib.drafts.update(lib.db, d.id, { captions: { x: { caption: 'a2', title: 'xt' } } });
    expect(u1.captions).toEqual([{ channel: 'threads', caption: 'b', title: 'bt' }, { channel: 'x', caption: 'a2', title: 'xt' }]);
    expect(u1.revision).toBe(d.revision + 1);
    const u2 = lib.drafts.update(lib.db, d.id, { captions: { threads: null } });
    expect(u2.captions).toEqual([{ channel: 'x', caption: 'a2', title: 'xt' }]);
    const u3 = lib.drafts.update(lib.db, d.id, { caption: 'main changed' });
    expect(u3.captions).toEqual(u2.captions);
  });

  it('bad captions get a typed error and change nothing', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { platforms: ['x'], caption: 'c', captions: { x: { caption: 'own' } } });
    for (const bad of [{ nochannel: { caption: 'a' } }, { x: { caption: 5 } }, { x: { text: 'a' } }, { x: { caption: 'a'.repeat(100_001) } }]) {
      const e = thrown(() => lib.drafts.update(lib.db, d.id, { captions: bad } as never));
      expect(e.code).toBe('invalid_input');
    }
    expect(thrown(() => lib.drafts.create(lib.db, { captions: { tiktokk: { caption: 'a' } } })).code).toBe('invalid_input');
    const after = lib.drafts.getDraft(lib.db, d.id);
    expect(after.captions).toEqual([{ channel: 'x', caption: 'own', title: null }]);
    expect(after.revision).toBe(d.revision);
  });

  it('a duplicate copies the captions; deleting a draft for good removes them', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { platforms: ['x', 'instagram'], caption: long, captions: { x: { caption: 'X!' } } });
    const copy = lib.drafts.duplicate(lib.db, d.id);
    expect(copy.captions).toEqual([{ channel: 'x', caption: 'X!', title: null }]);
    lib.drafts.update(lib.db, copy.id, { captions: { x: { caption: 'changed in the copy' } } });
    expect(lib.drafts.getDraft(lib.db, d.id).captions[0]?.caption).toBe('X!');
    lib.db.prepare('DELETE FROM drafts WHERE id = ?').run(d.id);
    expect(draftCaptions.captionsOf(lib.db, [d.id, copy.id]).has(d.id)).toBe(false);
    expect(draftCaptions.captionsOf(lib.db, [d.id, copy.id]).get(copy.id)).toHaveLength(1);
  });

  it('export and import carry them, in JSON and in CSV (a JSON cell)', async () => {
    for (const format of ['json', 'csv'] as const) {
      const { lib } = tempLibrary();
      const d = lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['x', 'instagram'], caption: long, photos: ['https://example.com/a.jpg'], captions: { x: { caption: '=1+1, "quoted"', title: 'X title' } } });
      const { text } = lib.transfer.exportText(lib.db, { format, ids: [d.id] });
      const { lib: other } = tempLibrary();
      const report = await other.transfer.importText(other.db, text, { format });
      expect(report.problems, format).toEqual([]);
      const imported = other.drafts.getDraft(other.db, report.ids[0] as string);
      expect(imported.captions, format).toEqual([{ channel: 'x', caption: '=1+1, "quoted"', title: 'X title' }]);
    }
  });
});
