import { describe, expect, it } from 'vitest';
import { ComposeHistory, composeUndoKey } from '../../src-renderer/src/lib/composeHistory';
import type { DraftFields } from '../../src-renderer/src/lib/draftFields';

// Session 19 (undo): Undo in Compose takes back only the changes made in this composer; a
// teammate's newer value (taken into the composer while it is open) is never reverted nor saved
// as mine. The composer applies what the history returns and saves exactly `changed`.

const base: DraftFields = {
  profile_id: 'p1', platforms: ['x', 'linkedin'], caption: 'Hello', title: '', fields: { pinterest_board_id: 'b1' },
  scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, tags: [], notes: '',
  captions: { x: { caption: 'Hello X', title: null } },
};

/** A composer in miniature: my edits go through the history, a teammate's do not. */
function composer(start: DraftFields = base) {
  const h = new ComposeHistory({ coalesceMs: 1000 });
  let edit = start;
  let saved: string[] = [];
  let t = 0;
  return {
    get edit() { return edit; },
    get saved() { return saved; },
    h,
    mine(patch: Partial<DraftFields>, key: string, at = (t += 5000)) {
      const next = { ...edit, ...patch };
      h.record(edit, next, key, at);
      edit = next;
    },
    theirs(patch: Partial<DraftFields>) {
      edit = { ...edit, ...patch };
    },
    undo() {
      const r = h.undo(edit);
      saved = r ? r.changed : [];
      if (r) edit = r.next;
      return r !== null;
    },
    redo() {
      const r = h.redo(edit);
      saved = r ? r.changed : [];
      if (r) edit = r.next;
      return r !== null;
    },
  };
}

describe('Undo in Compose takes back only my own changes', () => {
  it("a teammate's schedule, changed after my typing, stays when I undo the typing; only the caption is saved", () => {
    const c = composer();
    c.mine({ caption: 'Hello world' }, 'caption');
    c.theirs({ scheduled_at: '2026-12-24T18:00', timezone: 'Europe/Paris' });
    expect(c.undo()).toBe(true);
    expect(c.edit.caption).toBe('Hello');
    expect(c.edit.scheduled_at).toBe('2026-12-24T18:00');
    expect(c.edit.timezone).toBe('Europe/Paris');
    expect(c.saved).toEqual(['caption']); // nothing else is written as my edit (no History line for the schedule)
    expect(c.redo()).toBe(true);
    expect(c.edit.caption).toBe('Hello world');
    expect(c.edit.scheduled_at).toBe('2026-12-24T18:00');
    expect(c.saved).toEqual(['caption']);
  });

  it("a teammate's channels and per-channel caption stay when I undo my change of another field", () => {
    const c = composer();
    c.mine({ notes: 'check the link' }, 'notes');
    c.theirs({ platforms: ['x', 'linkedin', 'facebook'], captions: { ...base.captions, linkedin: { caption: 'Hello LI', title: null } } });
    c.undo();
    expect(c.edit.notes).toBe('');
    expect(c.edit.platforms).toEqual(['x', 'linkedin', 'facebook']);
    expect(c.edit.captions.linkedin).toEqual({ caption: 'Hello LI', title: null });
    expect(c.saved).toEqual(['notes']);
  });

  // w10undo: Undo is still offered, does nothing to the place and says so (r.blocked; undo-teammate-text.test.ts).
  it("same field, teammate's value since: my undo does nothing to it", () => {
    const c = composer();
    c.mine({ scheduled_at: '2026-12-02T10:00' }, 'schedule');
    c.theirs({ scheduled_at: '2026-12-24T18:00' });
    expect(c.h.undo(c.edit)).toEqual({ next: c.edit, changed: [], blocked: ['scheduled_at'] });
    expect(c.edit.scheduled_at).toBe('2026-12-24T18:00');
  });

  it('same field still holding my value (a teammate changed something else): my undo takes mine back', () => {
    const c = composer();
    c.mine({ scheduled_at: '2026-12-02T10:00' }, 'schedule');
    c.theirs({ caption: 'Hello from Lan' });
    c.undo();
    expect(c.edit.scheduled_at).toBe('2026-12-01T09:00');
    expect(c.edit.caption).toBe('Hello from Lan');
    expect(c.saved).toEqual(['scheduled_at']);
  });

  it('one channel option or channel caption is one place: a teammate\'s other key in the same map stays', () => {
    const c = composer();
    c.mine({ fields: { ...base.fields, x_title: 'My X title' } }, 'fields.x_title');
    c.mine({ captions: { ...c.edit.captions, x: { caption: 'Mine on X', title: null } } }, 'captions.x');
    c.theirs({ fields: { ...c.edit.fields, pinterest_board_id: 'b2' }, captions: { ...c.edit.captions, linkedin: { caption: 'Lan on LI', title: null } } });
    c.undo();
    expect(c.edit.captions).toEqual({ x: { caption: 'Hello X', title: null }, linkedin: { caption: 'Lan on LI', title: null } });
    c.undo();
    expect(c.edit.fields).toEqual({ pinterest_board_id: 'b2' });
    expect(c.saved).toEqual(['fields']);
  });

  it('undoing an own caption I added makes the channel share the main caption again (null), not a missing key', () => {
    const c = composer({ ...base, captions: {} });
    c.mine({ captions: { linkedin: { caption: 'Only LI', title: null } } }, 'captions.linkedin');
    c.undo();
    expect(c.edit.captions).toEqual({ linkedin: null });
  });

  // w10undo: a step a teammate overwrote is no longer passed over silently: that Undo says so, the next one goes on.
  it('a step a teammate overwrote entirely stops Undo there (said); the next Undo takes back my previous change', () => {
    const c = composer();
    c.mine({ title: 'Launch' }, 'title');
    c.mine({ tags: ['promo'] }, 'tags');
    c.theirs({ tags: ['promo', 'winter'] });
    expect(c.h.canUndo(c.edit)).toBe(true);
    expect(c.h.undo(c.edit)?.blocked).toEqual(['tags']);
    expect(c.edit.title).toBe('Launch');
    c.undo();
    expect(c.edit.title).toBe('');
    expect(c.edit.tags).toEqual(['promo', 'winter']);
    expect(c.h.canUndo(c.edit)).toBe(false);
  });

  it("typing continues a step, but not across a teammate's words: undoing my burst keeps their words", () => {
    const c = composer();
    c.mine({ caption: 'Hello w' }, 'caption', 100);
    c.mine({ caption: 'Hello wo' }, 'caption', 200);
    c.theirs({ caption: 'Hi! Hello wo' }); // merged in by the save
    c.mine({ caption: 'Hi! Hello wor' }, 'caption', 300);
    c.undo();
    expect(c.edit.caption).toBe('Hi! Hello wo');
    c.undo(); // my first burst, taken back within their words (w10undo: it was left alone)
    expect(c.edit.caption).toBe('Hi! Hello');
  });

  it('redo puts mine back only where the undo left the place; a new change of mine clears redo', () => {
    const c = composer();
    c.mine({ timezone: 'UTC' }, 'schedule');
    c.undo();
    c.theirs({ timezone: 'Asia/Tokyo' });
    expect(c.h.redo(c.edit)?.blocked).toEqual(['timezone']); // w10undo: said, not silent
    expect(c.edit.timezone).toBe('Asia/Tokyo');
    expect(c.h.canRedo(c.edit)).toBe(false);
    c.mine({ notes: 'n' }, 'notes');
    c.undo();
    c.mine({ title: 't' }, 'title');
    expect(c.h.canRedo(c.edit)).toBe(false);
  });

  it('coalesces typing in one place, splits on a pause or another place, and a new change clears redo', () => {
    const c = composer();
    c.mine({ caption: 'Hello w' }, 'caption', 0);
    c.mine({ caption: 'Hello wo' }, 'caption', 100); // same burst
    c.mine({ title: 'T' }, 'title', 200); // another place: a new step
    c.mine({ title: 'T!' }, 'title', 5000); // a pause: a new step
    c.undo();
    expect([c.edit.caption, c.edit.title]).toEqual(['Hello wo', 'T']);
    c.undo();
    expect([c.edit.caption, c.edit.title]).toEqual(['Hello wo', '']);
    c.undo();
    expect(c.edit.caption).toBe('Hello');
    expect(c.undo()).toBe(false);
    c.redo();
    expect(c.edit.caption).toBe('Hello wo');
    expect(c.h.canRedo(c.edit)).toBe(true);
    c.mine({ notes: 'n' }, 'notes', 9000);
    expect(c.h.canRedo(c.edit)).toBe(false);
  });

  it('keeps at most `limit` steps', () => {
    const h = new ComposeHistory({ limit: 2, coalesceMs: 0 });
    let e = base;
    for (const n of ['a', 'b', 'c']) {
      const next = { ...e, notes: e.notes + n };
      h.record(e, next, 'notes', 0);
      e = next;
    }
    e = h.undo(e)!.next;
    e = h.undo(e)!.next;
    expect(e.notes).toBe('a');
    expect(h.undo(e)).toBeNull();
  });
});

/** A focused element as the key handler sees it. */
function el(tagName: string, opts: { type?: string; inDraft?: boolean; ownUndo?: boolean; editable?: boolean } = {}) {
  return {
    tagName, type: opts.type, isContentEditable: opts.editable ?? false,
    closest: (s: string) => (s === '[data-draft-fields]' ? opts.inDraft ?? false : s === '[data-own-undo]' ? opts.ownUndo ?? false : false) || null,
  } as unknown as EventTarget;
}
const key = (k: string, target: EventTarget | null, mods: { shift?: boolean; meta?: boolean } = {}) =>
  composeUndoKey({ key: k, ctrlKey: !mods.meta, metaKey: !!mods.meta, shiftKey: !!mods.shift, altKey: false, target });

describe("Compose's undo keys", () => {
  it('undo the draft from its own fields and from no text field', () => {
    expect(key('z', el('TEXTAREA', { inDraft: true }))).toBe('undo');
    expect(key('Z', el('INPUT', { type: 'text', inDraft: true }), { shift: true })).toBe('redo');
    expect(key('y', el('INPUT', { type: 'datetime-local', inDraft: true }))).toBe('redo');
    expect(key('z', el('BODY'))).toBe('undo');
    expect(key('z', el('BUTTON'))).toBe('undo');
    expect(key('z', el('INPUT', { type: 'checkbox' }))).toBe('undo');
    expect(key('z', null, { meta: true })).toBe('undo');
  });
  it("leave the browser's own undo to any other text field: review comment, mention picker, search, photo address", () => {
    expect(key('z', el('TEXTAREA'))).toBeNull(); // the review comment box (outside the draft's fields)
    expect(key('z', el('DIV', { editable: true }))).toBeNull();
    expect(key('y', el('INPUT', { type: 'search' }))).toBeNull();
    expect(key('z', el('INPUT', { type: 'text' }), { shift: true })).toBeNull();
    expect(key('z', el('INPUT', { type: 'url', inDraft: true, ownUndo: true }))).toBeNull(); // a photo's address
  });
  it('are only Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y', () => {
    expect(composeUndoKey({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: null })).toBeNull();
    expect(composeUndoKey({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, altKey: true, target: null })).toBeNull();
    expect(key('s', null)).toBeNull();
  });
});
