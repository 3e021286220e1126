/**
 * A draft's lists saved against what the editor started from (issue 33, brief `lists2`): laptop A's
 * composer opens a draft, a teammate's change to another channel's caption, another tag or another
 * photo lands meanwhile (here: a second write to the same library, as the team binding does), A
 * saves its own change with the list it started from → both changes kept.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import { mergeTags } from '../../src-main/library/merge-lists';
import { tempLibrary, thrown } from './helpers';

const img = (n: string): string => `https://cdn.example.com/${n}.jpg`;
const captionsOf = (d: Draft): Record<string, { caption: string; title: string | null }> =>
  Object.fromEntries(d.captions.map((c) => [c.channel, { caption: c.caption, title: c.title }]));

function opened() {
  const { lib } = tempLibrary();
  const d = lib.drafts.create(lib.db, {
    caption: 'Cà phê sữa đá', platforms: ['x', 'linkedin', 'instagram'], tags: ['coffee', 'saigon'], photos: [img('p1'), img('p2')],
    captions: { x: { caption: 'Short for X' }, linkedin: { caption: 'Long for LinkedIn', title: 'Our autumn' } },
  });
  // What the composer holds as it opens the draft (lib/draftFields.ts fieldsOf).
  const base = { tags: [...d.tags], captions: captionsOf(d), photos: d.photos.map((p) => p.id) };
  return { lib, d, base };
}

describe('drafts.update with the lists it started from', () => {
  it("a teammate edits LinkedIn's caption and adds Facebook's while I edit X's: all three stay", () => {
    const { lib, d, base } = opened();
    lib.drafts.update(lib.db, d.id, { captions: { linkedin: { caption: 'Long for LinkedIn, by Bao', title: 'Our autumn' }, facebook: { caption: 'For Facebook' } } });
    // The composer sends every channel it holds, the ones it did not touch as they were opened.
    const mine = lib.drafts.update(lib.db, d.id, { captions: { ...base.captions, x: { caption: 'Short for X, by Lan', title: null } } }, { base });
    expect(captionsOf(mine)).toEqual({
      x: { caption: 'Short for X, by Lan', title: null },
      linkedin: { caption: 'Long for LinkedIn, by Bao', title: 'Our autumn' },
      facebook: { caption: 'For Facebook', title: null },
    });
  });

  it("both type into one channel's caption and title: both people's words stay", () => {
    const { lib, d, base } = opened();
    lib.drafts.update(lib.db, d.id, { captions: { linkedin: { caption: 'BAO Long for LinkedIn', title: 'Our autumn' } } });
    const mine = lib.drafts.update(lib.db, d.id, { captions: { ...base.captions, linkedin: { caption: 'Long for LinkedIn LAN', title: 'Our autumn menu' } } }, { base });
    expect(captionsOf(mine).linkedin).toEqual({ caption: 'BAO Long for LinkedIn LAN', title: 'Our autumn menu' });
  });

  it('my removal of a channel caption lands; a channel a teammate removed stays removed though I edited it', () => {
    const { lib, d, base } = opened();
    lib.drafts.update(lib.db, d.id, { captions: { linkedin: null } });
    const mine = lib.drafts.update(lib.db, d.id, { captions: { x: null, linkedin: { caption: 'Long for LinkedIn, edited', title: 'Our autumn' } } }, { base });
    expect(captionsOf(mine)).toEqual({});
  });

  it('a teammate adds a tag while I remove one and add another: all three changes stay', () => {
    const { lib, d, base } = opened();
    lib.drafts.update(lib.db, d.id, { tags: ['coffee', 'saigon', 'tea'] });
    const mine = lib.drafts.update(lib.db, d.id, { tags: ['coffee', 'hanoi'] }, { base });
    expect(mine.tags).toEqual(['coffee', 'tea', 'hanoi']);
  });

  it('a teammate adds a photo while I remove one and add another: the removal and both adds stay', () => {
    const { lib, d, base } = opened();
    const [p1, p2] = d.photos.map((p) => p.id) as [string, string];
    lib.drafts.update(lib.db, d.id, { photos: [{ id: p1, url: img('p1') }, { id: p2, url: img('p2') }, img('bao')] });
    const mine = lib.drafts.update(lib.db, d.id, { photos: [{ id: p2, url: img('p2') }, img('lan')] }, { base });
    expect(mine.photos.map((p) => p.url)).toEqual([img('p2'), img('bao'), img('lan')]);
    expect(mine.photos[0]?.id).toBe(p2);
  });

  it('nothing changed meanwhile: my list as given (order included)', () => {
    const { lib, d, base } = opened();
    const [p1, p2] = d.photos.map((p) => p.id) as [string, string];
    const mine = lib.drafts.update(lib.db, d.id, { tags: ['saigon', 'coffee'], photos: [{ id: p2, url: img('p2') }, { id: p1, url: img('p1') }] }, { base });
    expect(mine.tags).toEqual(['saigon', 'coffee']);
    expect(mine.photos.map((p) => p.id)).toEqual([p2, p1]);
  });

  it('without a base the list replaces what is stored (as before)', () => {
    const { lib, d } = opened();
    lib.drafts.update(lib.db, d.id, { tags: ['coffee', 'saigon', 'tea'] });
    expect(lib.drafts.update(lib.db, d.id, { tags: ['coffee'] }).tags).toEqual(['coffee']);
  });

  it('more than 50 tags once merged: a typed error, nothing written', () => {
    const { lib, d, base } = opened();
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`);
    lib.drafts.update(lib.db, d.id, { tags: [...base.tags, ...many.map((t) => `b${t}`)] });
    const err = thrown(() => lib.drafts.update(lib.db, d.id, { tags: [...base.tags, ...many] }, { base }));
    expect(err.code).toBe('invalid_input');
    expect(lib.drafts.getDraft(lib.db, d.id).tags).toHaveLength(32);
  });
});

describe('mergeTags', () => {
  it('one tag per name whatever its case; my respelling lands where the tag still stands', () => {
    expect(mergeTags(['coffee'], ['Coffee', 'tea'], ['coffee', 'TEA', 'x'])).toEqual(['Coffee', 'TEA', 'x']);
  });
});
