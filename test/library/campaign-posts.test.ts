/**
 * campaigns.posts: the campaign screens' list read as columns (one query), which must say exactly
 * what the hydrated drafts say: order, live drafts only, photo count, caption cut, state; and
 * campaigns.postStates, the states alone, the same.
 */
import { describe, expect, it } from 'vitest';
import { campaigns, drafts, type Draft } from '../../src-main/library';
import { tempLibrary, thrown } from './helpers';

/** The columns as the campaign screen listed them from whole drafts before (the reference). */
const fromDraft = (d: Draft, i: number) => ({
  id: d.id, position: i + 1, profile_id: d.profile_id, platforms: [...d.platforms], caption: d.caption.slice(0, 300), title: d.title, photoCount: d.photos.length,
  scheduled_at: d.scheduled_at, timezone: d.timezone, add_to_queue: d.add_to_queue, state: d.state,
});

describe('campaign posts as listed', () => {
  it('lists the live drafts in campaign order with the same columns as the whole drafts, the caption cut to 300 units', () => {
    const { lib } = tempLibrary();
    const long = `${'a'.repeat(298)}😀 and more`; // the cut falls inside the emoji's surrogate pair, as String.slice cuts it
    const a = drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: long, photos: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'], scheduled_at: '2027-03-28T09:00', timezone: 'Europe/Berlin' });
    const b = drafts.create(lib.db, { profile_id: null, platforms: ['x'], caption: 'queued', title: 'Q', add_to_queue: true });
    const gone = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['facebook'], caption: 'deleted later' });
    const c = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['facebook'], caption: 'sent one', photos: ['https://cdn.example.com/c.jpg'] });
    drafts.setStates(lib.db, [c.id], 'published');
    lib.db.prepare(`UPDATE drafts SET state = 'failed' WHERE id = ?`).run(b.id); // an older row's word, read as channels_refused
    const camp = campaigns.create(lib.db, { name: 'March', draftIds: [c.id, gone.id, a.id, b.id] });
    drafts.softDelete(lib.db, gone.id);

    const listed = campaigns.posts(lib.db, camp.id);
    const whole = drafts.getMany(lib.db, [c.id, a.id, b.id]);
    expect(listed).toEqual(whole.map(fromDraft));
    expect(listed.map((p) => [p.position, p.photoCount, p.state])).toEqual([[1, 1, 'published'], [2, 2, 'draft'], [3, 0, 'channels_refused']]);
    expect(listed[1]?.caption).toHaveLength(300);
    expect(campaigns.postStates(lib.db, camp.id)).toEqual(listed.map(({ id, state }) => ({ id, state })));
    expect(thrown(() => campaigns.postStates(lib.db, 'nope')).code).toBe('not_found');
    expect(thrown(() => campaigns.posts(lib.db, 'nope')).code).toBe('not_found');
    expect(campaigns.posts(lib.db, campaigns.create(lib.db, { name: 'Empty' }).id)).toEqual([]);
  });
});
