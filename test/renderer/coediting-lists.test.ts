/**
 * The composer's save of a draft's lists (issue 33, brief `lists2`): the composer's bookkeeping
 * (lib/coediting.ts) sends the tags and channel captions it started from, the bridge contract
 * accepts them, and the library keeps a teammate's change that landed meanwhile. What the
 * composer's #save does, without the screen.
 */
import { describe, expect, it } from 'vitest';
import { METHODS, type DraftDto } from '../../src-main/bridge/contract';
import type { Draft } from '../../src-main/library';
import { TextMerge } from '../../src-renderer/src/lib/coediting';
import { fieldsOf, type DraftFields } from '../../src-renderer/src/lib/draftFields';
import { tempLibrary } from '../library/helpers';

/** The fields the bookkeeping reads are the same in the library's Draft and the bridge's DraftDto. */
const dto = (d: Draft): DraftDto => d as unknown as DraftDto;

describe("composer: a save of tags and channel captions keeps a teammate's change that landed meanwhile", () => {
  it("I add a tag and edit X's caption; a teammate added a tag and edited LinkedIn's: all kept, and shown after the save", () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, {
      caption: 'Cà phê', platforms: ['x', 'linkedin'], tags: ['coffee', 'saigon'],
      captions: { x: { caption: 'For X' }, linkedin: { caption: 'For LinkedIn', title: 'Autumn' } },
    });
    const merge = new TextMerge();
    merge.opened(dto(d));
    let edit: DraftFields = fieldsOf(dto(d));

    // The teammate's change arrives (through the team binding) while I edit.
    lib.drafts.update(lib.db, d.id, { tags: ['coffee', 'saigon', 'tea'], captions: { linkedin: { caption: 'For LinkedIn, by Bao', title: 'Autumn' } } });

    edit = { ...edit, tags: [...edit.tags, 'hanoi'], captions: { ...edit.captions, x: { caption: 'For X, by Lan', title: null } } };
    const patch: Partial<DraftFields> = { tags: edit.tags, captions: edit.captions };
    const base = merge.send(patch, edit);
    expect(base).toEqual({ tags: ['coffee', 'saigon'], captions: { x: { caption: 'For X', title: null }, linkedin: { caption: 'For LinkedIn', title: 'Autumn' } } });
    expect(METHODS['drafts.update'].input.safeParse({ id: d.id, patch, revision: d.revision, base }).success).toBe(true);

    const saved = lib.drafts.update(lib.db, d.id, patch, { expectedRevision: d.revision, base });
    expect(saved.tags).toEqual(['coffee', 'saigon', 'tea', 'hanoi']);
    const taken = merge.landed(dto(saved), edit);
    expect(taken).toEqual({
      tags: ['coffee', 'saigon', 'tea', 'hanoi'],
      captions: { linkedin: { caption: 'For LinkedIn, by Bao', title: 'Autumn' }, x: { caption: 'For X, by Lan', title: null } },
    });

    // The next save starts from what the core merged: removing a tag then keeps the teammate's.
    edit = { ...edit, ...taken, tags: ['coffee', 'tea', 'hanoi'] };
    lib.drafts.update(lib.db, d.id, { tags: ['coffee', 'saigon', 'tea', 'hanoi', 'phin'] });
    const base2 = merge.send({ tags: edit.tags }, edit);
    expect(base2).toEqual({ tags: ['coffee', 'saigon', 'tea', 'hanoi'] });
    expect(lib.drafts.update(lib.db, d.id, { tags: edit.tags }, { base: base2 }).tags).toEqual(['coffee', 'tea', 'hanoi', 'phin']);
  });

  it('a channel set back to the shared caption is sent as null and is not part of the base', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { caption: 'Cà phê', platforms: ['x'], captions: { x: { caption: 'For X' } } });
    const merge = new TextMerge();
    merge.opened(dto(d));
    const edit: DraftFields = { ...fieldsOf(dto(d)), captions: { x: null } };
    const base = merge.send({ captions: edit.captions }, edit);
    expect(base).toEqual({ captions: { x: { caption: 'For X', title: null } } });
    const saved = lib.drafts.update(lib.db, d.id, { captions: edit.captions }, { base });
    expect(saved.captions).toEqual([]);
    expect(merge.landed(dto(saved), edit)).toEqual({});
    // Sent again from there (nothing of its own any more): nothing to remove, nothing changes.
    expect(merge.send({ captions: edit.captions }, edit)).toEqual({ captions: {} });
  });
});
