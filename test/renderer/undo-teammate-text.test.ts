import { describe, expect, it } from 'vitest';
import { ComposeHistory } from '../../src-renderer/src/lib/composeHistory';
import type { DraftFields } from '../../src-renderer/src/lib/draftFields';
import { takeBack } from '../../src-shared/merge-text';

// w10undo (walk 10, finding 3): Lan drafted a post, typed " 20k" at the end of the caption, Bảo typed
// "[HOT] " at its start, Lan pressed Undo. Before: " 20k" stayed and Undo unticked Facebook (an older,
// unrelated step of hers); a second Undo unticked the profile. Now my words go within the teammate's
// newer text (span level), and a place a teammate changed otherwise stops Undo there, said (`blocked`).

const empty: DraftFields = {
  profile_id: null as unknown as string, platforms: [], caption: '', title: '', fields: {},
  scheduled_at: null as unknown as string, timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, tags: [], notes: '', captions: {},
};

function lanDrafts() {
  const h = new ComposeHistory({ coalesceMs: 1000 });
  let edit = empty;
  let t = 0;
  const mine = (patch: Partial<DraftFields>, key: string) => {
    const next = { ...edit, ...patch };
    h.record(edit, next, key, (t += 5000));
    edit = next;
  };
  // The walk's exact sequence: profile, Facebook, the caption, then (after a pause) " 20k" at its end.
  mine({ profile_id: 'prof_caphe' }, 'profile_id');
  mine({ platforms: ['facebook'] }, 'platforms');
  mine({ caption: 'Sữa chua nếp cẩm' }, 'caption');
  mine({ caption: 'Sữa chua nếp cẩm 20k' }, 'caption');
  return {
    h,
    get edit() { return edit; },
    theirs(patch: Partial<DraftFields>) { edit = { ...edit, ...patch }; },
    undo() {
      const r = h.undo(edit);
      if (r) edit = r.next;
      return r;
    },
  };
}

describe("Undo while a teammate edits: my words go, theirs stay, and Undo never skips to an older step silently", () => {
  it("walk 10: Bảo's \"[HOT] \" stays, my \" 20k\" goes, Facebook and the profile stay", () => {
    const c = lanDrafts();
    c.theirs({ caption: '[HOT] Sữa chua nếp cẩm 20k' });
    expect(c.h.canUndo(c.edit)).toBe(true);
    const r = c.undo();
    expect(r?.changed).toEqual(['caption']);
    expect(r?.blocked).toEqual([]);
    expect(c.edit.caption).toBe('[HOT] Sữa chua nếp cẩm');
    expect(c.edit.platforms).toEqual(['facebook']);
    expect(c.edit.profile_id).toBe('prof_caphe');
    // Redo puts my words back around Bảo's.
    const again = c.h.redo(c.edit);
    expect(again?.next.caption).toBe('[HOT] Sữa chua nếp cẩm 20k');
  });

  it('Bảo changed the very span I typed: Undo does nothing to the caption and says so; Facebook stays ticked', () => {
    const c = lanDrafts();
    c.theirs({ caption: 'Sữa chua nếp cẩm 25k' });
    const r = c.undo();
    expect(r?.changed).toEqual([]);
    expect(r?.blocked).toEqual(['caption']);
    expect(c.edit.caption).toBe('Sữa chua nếp cẩm 25k');
    expect(c.edit.platforms).toEqual(['facebook']);
    expect(c.edit.profile_id).toBe('prof_caphe');
  });

  it('a non-text place a teammate changed since stops Undo there too (said), the older step waits for the next Undo', () => {
    const c = lanDrafts();
    c.theirs({ caption: 'Sữa chua nếp cẩm' }); // Bảo took my " 20k" out himself: nothing of mine left there
    expect(c.undo()?.blocked).toEqual(['caption']);
    expect(c.edit.platforms).toEqual(['facebook']);
    c.theirs({ platforms: ['facebook', 'instagram'] });
    const r = c.undo(); // my caption typing: mine alone still, taken back
    expect(r?.changed).toEqual(['caption']);
    expect(c.edit.caption).toBe('');
    expect(c.undo()?.blocked).toEqual(['platforms']); // Bảo added Instagram since: left, said
    expect(c.edit.platforms).toEqual(['facebook', 'instagram']);
    expect(c.undo()?.changed).toEqual(['profile_id']);
  });

  it("a channel's own caption and title are taken back part by part within a teammate's words", () => {
    const h = new ComposeHistory();
    const start = { ...empty, captions: { x: { caption: 'Tết sale', title: 'Sale' } } };
    const mine = { ...start, captions: { x: { caption: 'Tết sale -30%', title: 'Sale' } } };
    h.record(start, mine, 'captions.x', 0);
    const theirs = { ...mine, captions: { x: { caption: 'Big Tết sale -30%', title: 'Sale!' } } };
    const r = h.undo(theirs);
    expect(r?.next.captions).toEqual({ x: { caption: 'Big Tết sale', title: 'Sale!' } });
    expect(r?.changed).toEqual(['captions']);
  });
});

describe('takeBack (src-shared/merge-text.ts): my change from before to after, taken out of the current text', () => {
  it('keeps words added before, after or away from my span; refuses when they touch it from inside', () => {
    expect(takeBack('draft', 'draft 20k', '[HOT] draft 20k')).toBe('[HOT] draft');
    expect(takeBack('draft', 'draft 20k', 'draft 20k!')).toBe('draft!');
    expect(takeBack('a b', 'a new b', 'A new b')).toBe('A b');
    expect(takeBack('draft', 'draft 20k', 'draft 25k')).toBeNull();
    expect(takeBack('draft', 'draft 20k', 'draft 20k')).toBe('draft');
    expect(takeBack('line\r\none', 'line\r\none!', '>line\none!')).toBe('>line\none');
  });
});
