import { describe, expect, it } from 'vitest';
import type { PostroomApi } from '../../src-main/bridge/contract';
import { FreshDrafts, type Leaving } from '../../src-renderer/src/lib/freshDrafts';

/** A library of drafts by id and revision, answering the three calls "New draft" uses. */
function fakeBridge() {
  const drafts = new Map<string, { revision: number; deleted: boolean }>();
  let next = 1;
  const calls: string[] = [];
  const bridge = {
    transport: 'http',
    on: () => () => undefined,
    async invoke(method: string, input: { id?: string; ids?: string[] }) {
      calls.push(method);
      if (method === 'drafts.create') {
        const id = `d${next++}`;
        drafts.set(id, { revision: 1, deleted: false });
        return { ok: true, value: { id, revision: 1 } };
      }
      if (method === 'drafts.get') {
        const d = drafts.get(input.id ?? '');
        return d && !d.deleted ? { ok: true, value: { id: input.id, revision: d.revision } } : { ok: false, error: { code: 'not_found', message: 'no draft' } };
      }
      if (method === 'drafts.delete') {
        for (const id of input.ids ?? []) drafts.get(id)!.deleted = true;
        return { ok: true, value: { deleted: input.ids } };
      }
      throw new Error(`unexpected ${method}`);
    },
  } as unknown as PostroomApi;
  /** What a save through the composer does: the library's revision moves on. */
  const save = (id: string) => void (drafts.get(id)!.revision += 1);
  const listed = () => [...drafts].filter(([, d]) => !d.deleted).map(([id]) => id);
  return { bridge, save, listed, calls };
}

/** The composer as leaving sees it: flush saves any pending typing. */
function composer(onFlush: () => void = () => undefined, unsaved = false): Leaving & { flushed: number } {
  return {
    flushed: 0,
    hasUnsaved: unsaved,
    async flush() {
      this.flushed++;
      onFlush();
      return !unsaved;
    },
  };
}

/** A draft made by "New draft" in a fresh window. */
async function created(f = new FreshDrafts(), lib = fakeBridge()) {
  const r = await f.create(lib.bridge);
  if (!r.ok) throw new Error('not created');
  return { f, lib, id: r.value.id };
}

describe('"New draft" leaves no empty draft behind', () => {
  it('a new draft left with nothing typed or added is discarded; the Library no longer lists it', async () => {
    const { f, lib, id } = await created();
    expect(f.isFresh(id)).toBe(true);
    expect(lib.listed()).toEqual([id]);
    const c = composer();
    expect(await f.leave(lib.bridge, id, c)).toBe(true);
    expect(c.flushed).toBe(1);
    expect(lib.listed()).toEqual([]);
    expect(f.isFresh(id)).toBe(false);
  });

  it('typing is kept: a change still waiting for autosave is saved on leaving, and the draft stays', async () => {
    const { f, lib, id } = await created();
    // The user typed a word and left before the autosave pause: flush saves it (revision 2).
    expect(await f.leave(lib.bridge, id, composer(() => lib.save(id)))).toBe(false);
    expect(lib.listed()).toEqual([id]);
    expect(lib.calls).not.toContain('drafts.delete');
  });

  it('a draft with anything saved (a photo, a channel, an edit from another window) stays', async () => {
    const { f, lib, id } = await created();
    lib.save(id);
    expect(await f.leave(lib.bridge, id, composer())).toBe(false);
    expect(lib.listed()).toEqual([id]);
  });

  it('a save that failed (offline core error) keeps the draft and its local backup: nothing is thrown away', async () => {
    const { f, lib, id } = await created();
    expect(await f.leave(lib.bridge, id, composer(undefined, true))).toBe(false);
    expect(lib.listed()).toEqual([id]);
  });

  it('a draft opened from the Library (not made by "New draft" here) is only saved, never discarded', async () => {
    // Made in another window: this one did not make it.
    const { lib, id } = await created();
    const f = new FreshDrafts();
    const c = composer();
    expect(await f.leave(lib.bridge, id, c)).toBe(false);
    expect(c.flushed).toBe(1);
    expect(lib.listed()).toEqual([id]);
  });

  it('only the first leave of a fresh draft may discard it: reopened later, it is an ordinary draft', async () => {
    const { f, lib, id } = await created();
    lib.save(id);
    await f.leave(lib.bridge, id, composer());
    expect(f.isFresh(id)).toBe(false);
  });

  it('a reload of the window keeps it fresh: the same session\'s list discards it when it is left untouched', async () => {
    const session = new Map<string, string>();
    const store = { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v) };
    const { lib, id } = await created(new FreshDrafts(store));
    // The window reloads: a new list, read from the session.
    const reloaded = new FreshDrafts(store);
    expect(reloaded.isFresh(id)).toBe(true);
    expect(await reloaded.leave(lib.bridge, id, composer())).toBe(true);
    expect(lib.listed()).toEqual([]);
    // Left once, it is forgotten in the session too.
    expect(new FreshDrafts(store).isFresh(id)).toBe(false);
  });

  it('a session list that is not one Postroom wrote is read as empty', () => {
    for (const text of ['{', '"d1"', '[["d1","one"],[2,1]]', '{"d1":1}']) {
      expect(new FreshDrafts({ getItem: () => text, setItem: () => undefined }).isFresh('d1')).toBe(false);
    }
  });
});
