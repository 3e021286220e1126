import { describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import { tempLibrary, thrown } from './helpers';

const mk = (over: Record<string, unknown> = {}) => ({ profile_id: 'p1', platforms: ['instagram'], caption: 'x', ...over });

describe('list: keyset pages', () => {
  it('walks every draft once, newest first, stable while new drafts arrive', () => {
    const { lib, clock } = tempLibrary();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      if (i % 3 === 0) clock.advance(1000); // several drafts share a timestamp: the seq tie-breaker matters
      ids.push(lib.drafts.create(lib.db, mk({ caption: `draft ${i}` })).id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = lib.drafts.list(lib.db, { limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((d) => d.id));
      if (pages === 0) {
        clock.advance(1000);
        lib.drafts.create(lib.db, mk({ caption: 'arrived while paging' })); // lands before the cursor: not repeated
      }
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a forged cursor', () => {
    const { lib } = tempLibrary();
    expect(thrown(() => lib.drafts.list(lib.db, { cursor: 'bm9wZQ' })).code).toBe('invalid_input');
    expect(thrown(() => lib.drafts.list(lib.db, { limit: 0 })).code).toBe('invalid_input');
  });

  it('filters by profile, channel, tag, state and date', () => {
    const { lib, clock } = tempLibrary();
    const a = lib.drafts.create(lib.db, mk({ profile_id: 'p1', platforms: ['instagram', 'x'], tags: ['Sale'] }));
    clock.advance(86_400_000);
    const b = lib.drafts.create(lib.db, mk({ profile_id: 'p2', platforms: ['facebook'], tags: ['news'], scheduled_at: '2026-12-24T09:00:00', timezone: 'Asia/Ho_Chi_Minh' }));
    lib.drafts.setState(lib.db, b.id, 'queued');
    const ids = (q: Parameters<typeof drafts.list>[1]) => lib.drafts.list(lib.db, q).items.map((d) => d.id);
    expect(ids({ profile_id: 'p2' })).toEqual([b.id]);
    expect(ids({ platform: 'x' })).toEqual([a.id]);
    expect(ids({ tag: 'sale' })).toEqual([a.id]);
    expect(ids({ state: 'queued' })).toEqual([b.id]);
    expect(ids({ state: 'draft' })).toEqual([a.id]);
    expect(ids({ dateField: 'created', from: '2026-11-02T00:00:00Z' })).toEqual([b.id]);
    expect(ids({ dateField: 'created', to: '2026-11-02T00:00:00Z' })).toEqual([a.id]);
    // 09:00 in Ho Chi Minh City is 02:00 UTC
    expect(ids({ dateField: 'scheduled', from: '2026-12-24T01:59:00Z', to: '2026-12-24T02:01:00Z' })).toEqual([b.id]);
    expect(ids({ dateField: 'scheduled', from: '2026-12-24T02:01:00Z' })).toEqual([]);
    expect(lib.drafts.count(lib.db)).toBe(2);
    expect(lib.drafts.count(lib.db, { platform: 'facebook' })).toBe(1);
    expect(lib.drafts.get(lib.db, a.id).id).toBe(a.id);
    // "select all N": every matching id, in list order, with or without search text.
    expect(lib.drafts.ids(lib.db, {})).toEqual([b.id, a.id]);
    expect(lib.drafts.ids(lib.db, { tag: 'sale' })).toEqual([a.id]);
    expect(lib.drafts.ids(lib.db, {}, 1)).toEqual([b.id]);
    expect(lib.drafts.count(lib.db, { text: a.caption.split(' ')[0] ?? '' })).toBe(lib.drafts.search(lib.db, { text: a.caption.split(' ')[0] ?? '' }).items.length);
    expect(lib.drafts.count(lib.db, { text: 'zzqxnomatch' })).toBe(0);
    expect(lib.drafts.ids(lib.db, { text: 'zzqxnomatch' })).toEqual([]);
  });
});

describe('search (FTS5)', () => {
  it('finds caption, title, tags and notes; ignores diacritics; prefix while typing', () => {
    const { lib } = tempLibrary();
    const cafe = lib.drafts.create(lib.db, mk({ caption: 'Cà phê sữa đá ở Sài Gòn', tags: ['đồ-uống'] }));
    const title = lib.drafts.create(lib.db, mk({ caption: 'plain', title: 'Quarterly launch' }));
    const pin = lib.drafts.create(lib.db, mk({ caption: 'plain', pinterest_title: 'Autumn moodboard' }));
    const note = lib.drafts.create(lib.db, mk({ caption: 'plain', notes: 'ask Minh about the budget' }));
    const tagged = lib.drafts.create(lib.db, mk({ caption: 'plain', tags: ['wintersale'] }));
    const ids = (text: string) => lib.drafts.search(lib.db, { text }).items.map((d) => d.id);
    expect(ids('ca phe')).toEqual([cafe.id]);
    expect(ids('cà phê')).toEqual([cafe.id]);
    expect(ids('sai go')).toEqual([cafe.id]); // last word is a prefix while typing
    expect(ids('sai go ')).toEqual([]); // a finished word must match whole
    expect(ids('do uong')).toEqual([cafe.id]);
    expect(ids('QUARTERLY')).toEqual([title.id]);
    expect(ids('moodb')).toEqual([pin.id]);
    expect(ids('budget')).toEqual([note.id]);
    expect(ids('winters')).toEqual([tagged.id]);
    expect(ids('plain')).toEqual([tagged.id, note.id, pin.id, title.id]);
  });

  it('treats FTS syntax in the text as plain words', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, mk({ caption: 'NEAR the "sea" OR not' }));
    for (const text of ['"sea', 'NEAR(', 'sea OR', 'caption:sea', '*', '-sea', 'sea)']) {
      expect(() => lib.drafts.search(lib.db, { text })).not.toThrow();
    }
    expect(lib.drafts.search(lib.db, { text: 'sea OR' }).items.map((x) => x.id)).toEqual([d.id]);
    expect(lib.drafts.search(lib.db, { text: '   ' }).items.map((x) => x.id)).toEqual([d.id]); // empty text = list
  });

  it('pages by keyset and applies the list filters', () => {
    const { lib } = tempLibrary();
    const made = Array.from({ length: 7 }, (_, i) => lib.drafts.create(lib.db, mk({ caption: `summer sale ${i}`, platforms: i % 2 ? ['x'] : ['instagram'] })).id);
    lib.drafts.create(lib.db, mk({ caption: 'winter' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: drafts.Page = lib.drafts.search(lib.db, { text: 'summer', limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    expect(lib.drafts.search(lib.db, { text: 'sale', platform: 'x' }).items).toHaveLength(3);
  });

  it('keeps the index in step with edits and tag renames', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, mk({ caption: 'alpha', tags: ['oldtag'] }));
    lib.drafts.update(lib.db, d.id, { caption: 'beta' });
    expect(lib.drafts.search(lib.db, { text: 'alpha' }).items).toEqual([]);
    expect(lib.drafts.search(lib.db, { text: 'beta' }).items).toHaveLength(1);
    lib.tags.rename(lib.db, 'oldtag', 'newtag');
    expect(lib.drafts.search(lib.db, { text: 'oldtag' }).items).toEqual([]);
    expect(lib.drafts.search(lib.db, { text: 'newtag' }).items).toHaveLength(1);
    expect(lib.drafts.getDraft(lib.db, d.id).tags).toEqual(['newtag']);
    lib.tags.remove(lib.db, 'newtag');
    expect(lib.drafts.search(lib.db, { text: 'newtag' }).items).toEqual([]);
    expect(lib.drafts.search(lib.db, { text: 'beta' }).items).toHaveLength(1);
  });
});

describe('duplicate guard', () => {
  it('finds the same caption (normalised) to the same profile and channel within the window', () => {
    const { lib, clock } = tempLibrary();
    const at = clock.now();
    const orig = lib.drafts.create(lib.db, mk({ caption: 'Big  Sale\ntoday!', platforms: ['instagram', 'x'] }));
    const probe = { caption: 'big sale TODAY!', profile_id: 'p1', platforms: ['x', 'facebook'], at };
    expect(lib.drafts.findDuplicates(lib.db, probe).map((m) => [m.draft.id, m.channels])).toEqual([[orig.id, ['x']]]);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, caption: 'big sale tomorrow!' })).toEqual([]);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, profile_id: 'p2' })).toEqual([]);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, platforms: ['facebook'] })).toEqual([]);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, at: at + 25 * 3600_000 })).toEqual([]);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, at: at + 25 * 3600_000, windowMs: 26 * 3600_000 })).toHaveLength(1);
    expect(lib.drafts.findDuplicates(lib.db, { ...probe, caption: '   ' })).toEqual([]);
  });

  it('uses the scheduled time of a stored draft and skips itself and deleted drafts', () => {
    const { lib } = tempLibrary();
    const a = lib.drafts.create(lib.db, mk({ caption: 'Hi', scheduled_at: '2026-12-01T10:00:00Z' }));
    const b = lib.drafts.create(lib.db, mk({ caption: 'hi', scheduled_at: '2026-12-01T17:00:00+07:00' })); // same instant
    lib.drafts.create(lib.db, mk({ caption: 'hi', scheduled_at: '2026-12-05T10:00:00Z' }));
    expect(lib.drafts.findDuplicatesOf(lib.db, a.id).map((m) => m.draft.id)).toEqual([b.id]);
    lib.drafts.softDelete(lib.db, b.id);
    expect(lib.drafts.findDuplicatesOf(lib.db, a.id)).toEqual([]);
  });
});
