/**
 * w31paging (session 27's ci27b: ui-library and ui-library-100k stopped at their first page while 5,000 drafts were
 * rewritten under them): the Library's keyset pages continued from the last row's `updated_at`, a field every edit
 * moves, so a draft edited while the list paged jumped above the cursor and was never listed — with every draft
 * rewritten, the page after the first was empty and the list said it had ended. The pages now continue from a key no
 * edit changes: every draft is listed once, none skipped, while drafts change; an edited draft stays where it was.
 * Failed before (the pages after the first one were empty).
 */
import { describe, expect, it } from 'vitest';
import { brandNames, cache, drafts, workspaces, type Library } from '../../src-main/library';
import { tempLibrary } from './helpers';

const mk = (i: number, profile = 'p1') => ({ profile_id: profile, platforms: ['instagram'], caption: `draft ${i}` });

/** Every page of `query` read, `between(pageNo)` run after each one; the ids in the order listed. */
function pageThrough(lib: Library, query: drafts.ListQuery & { text?: string }, between: (page: number) => void): string[] {
  const seen: string[] = [];
  let cursor: string | undefined;
  let page = 0;
  do {
    const { text, ...rest } = query;
    const p = text ? lib.drafts.search(lib.db, { ...rest, text, limit: 5, ...(cursor ? { cursor } : {}) }) : lib.drafts.list(lib.db, { ...rest, limit: 5, ...(cursor ? { cursor } : {}) });
    seen.push(...p.items.map((d) => d.id));
    between(page++);
    cursor = p.nextCursor ?? undefined;
  } while (cursor && page < 100);
  return seen;
}

function made(lib: Library, n: number, advance: () => void, profile?: string): string[] {
  return Array.from({ length: n }, (_, i) => {
    if (i % 3 === 0) advance(); // several drafts share a timestamp
    return lib.drafts.create(lib.db, mk(i, profile)).id;
  });
}

describe('w31paging: the Library pages hold while drafts change under them', () => {
  it('lists every draft once when all of them are rewritten after the first page (newest first; an edited draft stays)', () => {
    const { lib, clock } = tempLibrary();
    const ids = made(lib, 23, () => clock.advance(1000));
    const seen = pageThrough(lib, {}, (page) => {
      if (page !== 0) return;
      clock.advance(60_000);
      for (const id of ids) lib.drafts.update(lib.db, id, { caption: `rewritten ${id}` });
    });
    expect(seen).toEqual([...ids].reverse());
    // "Select all N" takes the same order as the pages.
    expect(lib.drafts.ids(lib.db, {})).toEqual([...ids].reverse());
  });

  it('lists every draft once while some are edited between pages, seen or not yet seen', () => {
    const { lib, clock } = tempLibrary();
    const ids = made(lib, 23, () => clock.advance(1000));
    const newestFirst = [...ids].reverse();
    const seen = pageThrough(lib, {}, (page) => {
      clock.advance(1000);
      // One already listed and one further down are edited after each page.
      const listed = newestFirst[page * 5];
      const ahead = newestFirst[page * 5 + 7];
      for (const id of [listed, ahead]) if (id) lib.drafts.update(lib.db, id, { caption: `edited after page ${page}` });
    });
    expect(seen).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(23);
  });

  it('lists every draft once while brands kept as names are resolved under it (the profiles read mid-way)', () => {
    const { lib, clock } = tempLibrary();
    const ws = workspaces.getCurrent(lib.db).id;
    const ids = made(lib, 23, () => clock.advance(1000), 'name:Cà Phê Sữa Đá');
    const seen = pageThrough(lib, {}, (page) => {
      if (page !== 1) return;
      clock.advance(60_000);
      cache.putProfiles(lib.db, ws, [{ profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'instagram' }] }]);
      expect(brandNames.resolveBrandNames(lib.db, ws).resolved).toEqual([{ name: 'Cà Phê Sữa Đá', id: 'prof_caphe', posts: 23 }]);
    });
    expect(seen).toEqual([...ids].reverse());
  });

  it('holds with a filter and with search text alike, and in the trash', () => {
    const { lib, clock } = tempLibrary();
    const ids = made(lib, 17, () => clock.advance(1000));
    const rewriteAll = (page: number) => {
      if (page !== 0) return;
      clock.advance(60_000);
      for (const id of ids) lib.drafts.update(lib.db, id, { caption: `draft again ${id}` });
    };
    expect(pageThrough(lib, { platform: 'instagram' }, rewriteAll)).toEqual([...ids].reverse());
    expect(pageThrough(lib, { text: 'draft' }, rewriteAll)).toEqual([...ids].reverse());
    for (const id of ids) lib.drafts.softDelete(lib.db, id);
    const trash = pageThrough(lib, { state: 'deleted' }, (page) => {
      if (page === 0) lib.drafts.undoDelete(lib.db, ids[0] ?? '');
    });
    // The draft restored after the first page left the trash; the others are each listed once.
    expect(trash.filter((id) => id !== ids[0])).toEqual([...ids].reverse().filter((id) => id !== ids[0]));
  });
});
