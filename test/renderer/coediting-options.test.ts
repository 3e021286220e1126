/**
 * optsmerge (walk 7, found by helper undo): the composer's save of channel options (`fields`) and
 * channels (`platforms`) goes with what it started from (lib/coediting.ts), so the core keeps a
 * teammate's option or channel changed while my change waited for its save. What the composer's
 * #save does, without the screen: the patch is fieldsPatch of the held draft (every option, a
 * teammate's old value included), sent with the revision the core has now (as after a conflict).
 */
import { describe, expect, it } from 'vitest';
import { METHODS, type DraftDto } from '../../src-main/bridge/contract';
import type { Draft } from '../../src-main/library';
import { TextMerge } from '../../src-renderer/src/lib/coediting';
import { fieldsOf, type DraftFields } from '../../src-renderer/src/lib/draftFields';
import { fieldsPatch } from '../../src-renderer/src/lib/fieldsPatch';
import { tempLibrary } from '../library/helpers';

const dto = (d: Draft): DraftDto => d as unknown as DraftDto;

describe("composer: a save of channel options and channels keeps a teammate's change that landed meanwhile", () => {
  it("I change LinkedIn's title and remove X while a teammate changed Facebook's title and added Threads: all kept, and shown after the save", () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { caption: 'Cà phê', platforms: ['facebook', 'linkedin', 'x'], fields: { facebook_title: 'FB', linkedin_title: 'LI' } });
    const merge = new TextMerge();
    merge.opened(dto(d));
    let edit: DraftFields = fieldsOf(dto(d));

    // The teammate's change lands while mine waits for its save (my fields are dirty: not taken in).
    const theirs = lib.drafts.update(lib.db, d.id, { fields: { facebook_title: 'FB by Bao' }, platforms: ['facebook', 'linkedin', 'x', 'threads'] });
    merge.newer(dto(theirs), new Set(['fields', 'platforms']));

    edit = { ...edit, fields: { ...edit.fields, linkedin_title: 'LI by Lan' }, platforms: ['facebook', 'linkedin'] };
    const patch: Partial<DraftFields> = { fields: fieldsPatch(d.fields, edit.fields), platforms: edit.platforms };
    const base = merge.send(patch, edit);
    expect(base).toEqual({ fields: { facebook_title: 'FB', linkedin_title: 'LI' }, platforms: ['facebook', 'linkedin', 'x'] });
    expect(METHODS['drafts.update'].input.safeParse({ id: d.id, patch, revision: theirs.revision, base }).success).toBe(true);

    const saved = lib.drafts.update(lib.db, d.id, patch, { expectedRevision: theirs.revision, ...(base ? { base } : {}) });
    expect({ fields: saved.fields, platforms: saved.platforms }).toEqual({
      fields: { facebook_title: 'FB by Bao', linkedin_title: 'LI by Lan' },
      platforms: ['facebook', 'linkedin', 'threads'],
    });
    // Edited no further since: the screen shows what the core merged.
    expect(merge.landed(dto(saved), edit)).toEqual({ fields: saved.fields, platforms: saved.platforms });
  });
});
