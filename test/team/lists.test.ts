/**
 * A draft's lists merge item by item (issue 33, brief `lists`): photos, tags and channel captions
 * changed by two laptops offline both stay, on both, in one order. Two library files, each with a
 * team workspace and its binding, exchanging updates directly (what the session does through the
 * team server). Also: a document of the older shape (plain JSON lists) reads and is upgraded by the
 * first local write, and a flush writes only what changed.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Draft } from '../../src-main/library';
import { LIST_KEYS, placeInOrder } from '../../src-main/team/schema';
import { bindingLaptops, type Laptop } from './bindings';

const { laptop, sync } = bindingLaptops('postroom-lists-');

const draftOf = (l: Laptop, id: string): Draft => l.lib.drafts.getDraft(l.lib.db, id);
const urls = (l: Laptop, id: string): string[] => draftOf(l, id).photos.map((p) => p.url ?? p.path ?? '?');
/** The photos kept (by id) plus new URLs: what the composer's "add photo" stores. */
const keep = (d: Draft): Array<{ id: string; url: string }> => d.photos.map((p) => ({ id: p.id, url: p.url as string }));
const img = (n: string): string => `https://cdn.example.com/${n}.jpg`;
const draftMap = (l: Laptop, id: string): Y.Map<unknown> => l.binding.doc.getMap<Y.Map<unknown>>('drafts').get(id) as Y.Map<unknown>;

/** A draft both laptops have: two photos, two tags, captions for X and LinkedIn. */
function shared(a: Laptop, b: Laptop): string {
  const d = a.lib.drafts.create(a.lib.db, {
    caption: 'Main caption', platforms: ['x', 'linkedin'], photos: [img('p1'), img('p2')], tags: ['coffee', 'saigon'],
    captions: { x: { caption: 'Short for X.' }, linkedin: { caption: 'Longer words for LinkedIn.', title: 'Launch' } },
  });
  sync(a, b);
  expect(urls(b, d.id)).toEqual([img('p1'), img('p2')]);
  return d.id;
}

describe('two laptops change one draft\'s lists offline: both changes stay', () => {
  it('each adds a photo: both photos on both laptops, in one order, after the ones before', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    a.lib.drafts.update(a.lib.db, id, { photos: [...keep(draftOf(a, id)), img('from-ana')] });
    b.lib.drafts.update(b.lib.db, id, { photos: [...keep(draftOf(b, id)), img('from-bao')] });
    sync(a, b);
    const onA = urls(a, id);
    expect(onA.slice(0, 2)).toEqual([img('p1'), img('p2')]);
    expect([...onA.slice(2)].sort()).toEqual([img('from-ana'), img('from-bao')]);
    expect(urls(b, id)).toEqual(onA);
    // Nothing bounces: the projection's writes are not sent back as a change.
    expect(a.binding.flushLocal() + b.binding.flushLocal()).toBe(0);
  });

  it('one removes a photo while the other adds one and moves another: the removal, the add and the move all stay', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    a.lib.drafts.update(a.lib.db, id, { photos: [...keep(draftOf(a, id)), img('p3')] });
    sync(a, b);
    const [p1, p2, p3] = draftOf(b, id).photos.map((p) => p.id) as [string, string, string];
    a.lib.drafts.update(a.lib.db, id, { photos: keep(draftOf(a, id)).filter((p) => p.id !== p1) });
    b.lib.drafts.reorderPhotos(b.lib.db, id, [p3, p1, p2]);
    b.lib.drafts.update(b.lib.db, id, { photos: [...keep(draftOf(b, id)), img('p4')] });
    sync(a, b);
    expect(urls(a, id)).toEqual([img('p3'), img('p2'), img('p4')]);
    expect(urls(b, id)).toEqual(urls(a, id));
  });

  it('tags: one adds a tag and removes another while the other adds one; Coffee and coffee added at once are one tag', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    a.lib.drafts.update(a.lib.db, id, { tags: ['saigon', 'tea'] });
    b.lib.drafts.update(b.lib.db, id, { tags: ['coffee', 'saigon', 'morning'] });
    sync(a, b);
    const tags = draftOf(a, id).tags;
    expect([...tags].sort()).toEqual(['morning', 'saigon', 'tea']);
    expect(tags[0]).toBe('saigon');
    expect(draftOf(b, id).tags).toEqual(tags);

    a.lib.drafts.update(a.lib.db, id, { tags: [...tags, 'Phin'] });
    b.lib.drafts.update(b.lib.db, id, { tags: [...tags, 'phin'] });
    sync(a, b);
    const after = draftOf(a, id).tags;
    expect(after.slice(0, 3)).toEqual(tags);
    const lower = (t: string[]): string[] => t.map((x) => x.toLowerCase());
    expect(lower(after.slice(3))).toEqual(['phin']);
    // One tag on both (a laptop's tag list keeps the spelling it first had: the library's tags are NOCASE).
    expect(lower(draftOf(b, id).tags)).toEqual(lower(after));
  });

  it("channel captions: one edits X's, the other LinkedIn's and adds Facebook's; both type into one channel's caption: all words stay", () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    a.lib.drafts.update(a.lib.db, id, { captions: { x: { caption: 'Short for X! Now.', title: null }, linkedin: { caption: 'Longer words for LinkedIn.', title: 'Launch' } } });
    b.lib.drafts.update(b.lib.db, id, { captions: { linkedin: { caption: 'Longer, kinder words for LinkedIn.', title: 'Launch day' }, facebook: { caption: 'For Facebook' } } });
    sync(a, b);
    const want = [
      { channel: 'facebook', caption: 'For Facebook', title: null },
      { channel: 'linkedin', caption: 'Longer, kinder words for LinkedIn.', title: 'Launch day' },
      { channel: 'x', caption: 'Short for X! Now.', title: null },
    ];
    expect(draftOf(a, id).captions).toEqual(want);
    expect(draftOf(b, id).captions).toEqual(want);

    a.lib.drafts.update(a.lib.db, id, { captions: { x: { caption: 'Oh, short for X! Now.' } } });
    b.lib.drafts.update(b.lib.db, id, { captions: { x: { caption: 'Short for X! Now. #sale' } } });
    sync(a, b);
    expect(draftOf(a, id).captions.find((c) => c.channel === 'x')?.caption).toBe('Oh, short for X! Now. #sale');
    expect(draftOf(b, id).captions).toEqual(draftOf(a, id).captions);

    // A removal of a channel caption reaches the other laptop.
    a.lib.drafts.update(a.lib.db, id, { captions: { facebook: null } });
    sync(a, b);
    expect(draftOf(b, id).captions.map((c) => c.channel)).toEqual(['linkedin', 'x']);
  });
});

describe('a flush writes only what changed', () => {
  it('a photo added is one new entry (the others untouched); a tag added is one key; a move sets one position', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    const map = draftMap(a, id);
    const items = map.get(LIST_KEYS.photos) as Y.Map<Y.Map<unknown>>;
    const before = new Map([...items.entries()].map(([k, v]) => [k, { item: v, pos: v.get('pos') }]));
    const seen: string[] = [];
    const off = (e: Array<Y.YEvent<Y.AbstractType<unknown>>>): void => {
      for (const ev of e) {
        const path = ev.path.join('/');
        for (const [k, c] of ev.changes.keys) seen.push(`${path}:${k}:${c.action}`);
      }
    };
    map.observeDeep(off);
    a.lib.drafts.update(a.lib.db, id, { photos: [...keep(draftOf(a, id)), img('p3')], tags: ['coffee', 'saigon', 'tea'] });
    a.binding.flushLocal();
    const p3 = draftOf(a, id).photos[2]?.id as string;
    expect(seen.filter((s) => s.startsWith(LIST_KEYS.photos) || s.startsWith(LIST_KEYS.tags)).sort()).toEqual([`${LIST_KEYS.photos}:${p3}:add`, `${LIST_KEYS.tags}:tea:add`]);
    for (const [k, v] of before) {
      expect(items.get(k)).toBe(v.item);
      expect(items.get(k)?.get('pos')).toBe(v.pos);
    }
    seen.length = 0;
    const [p1, p2] = [...before.keys()].sort((x, y) => (before.get(x)?.pos as number) - (before.get(y)?.pos as number)) as [string, string];
    a.lib.drafts.reorderPhotos(a.lib.db, id, [p1, p3, p2]);
    a.binding.flushLocal();
    // One photo's position written (p3 put before p2, or p2 after p3: the same order), nothing else of the list.
    const moved = seen.filter((s) => s.startsWith(LIST_KEYS.photos));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(new RegExp(`^${LIST_KEYS.photos}/(${p3}|${p2}):pos:update$`));
    expect(draftOf(b, id).photos).toHaveLength(2);
    sync(a, b);
    expect(draftOf(b, id).photos.map((p) => p.id)).toEqual([p1, p3, p2]);
    map.unobserveDeep(off);
  });

  it('placeInOrder keeps the longest run in order and places the rest between neighbours; no room → all renumbered', () => {
    const cur = new Map([['a', 0], ['b', 1], ['c', 2], ['d', 3]]);
    expect(placeInOrder(cur, ['a', 'b', 'c', 'd', 'e'])).toEqual(new Map([['e', 4]]));
    expect(placeInOrder(cur, ['e', 'a', 'b', 'c', 'd'])).toEqual(new Map([['e', -1]]));
    expect(placeInOrder(cur, ['a', 'd', 'b', 'c'])).toEqual(new Map([['d', 0.5]]));
    expect(placeInOrder(cur, ['a', 'c', 'd'])).toEqual(new Map());
    expect(placeInOrder(new Map(), ['x', 'y'])).toEqual(new Map([['x', 0], ['y', 1]]));
    // Two entries at one position (added at once) read by key; something put between them renumbers.
    const tie = new Map([['a', 0], ['b', 1], ['c', 1]]);
    expect(placeInOrder(tie, ['a', 'b', 'c'])).toEqual(new Map());
    expect(placeInOrder(tie, ['a', 'b', 'n', 'c'])).toEqual(new Map([['a', 0], ['b', 1], ['n', 2], ['c', 3]]));
  });
});

describe('a document of the older shape (plain JSON lists)', () => {
  /** What the build before wrote for a draft: photos, tags and captions as whole plain values. */
  function oldDraft(): Uint8Array {
    const doc = new Y.Doc();
    const map = new Y.Map<unknown>();
    doc.getMap('drafts').set('d-old', map);
    const caption = new Y.Text();
    map.set('caption', caption);
    caption.insert(0, 'Written by the build before');
    for (const [k, v] of Object.entries({
      profile_id: 'p1', platforms: ['x'], fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
      photos: [{ id: 'ph-old-1', source: 'url', url: img('old1'), sha256: null, bytes: null, width: null, height: null, mime: null }, { id: 'ph-old-2', source: 'url', url: img('old2'), sha256: null, bytes: null, width: null, height: null, mime: null }],
      tags: ['coffee', 'Coffee', 'saigon'], captions: { x: { caption: 'Old X caption', title: null } },
      created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', deleted_at: null,
    })) map.set(k, v);
    return Y.encodeStateAsUpdate(doc);
  }

  it('reads; the first local write moves it to the new shape (the plain values deleted); then two laptops\' photo adds merge', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const update = oldDraft();
    a.binding.applyRemote(update);
    b.binding.applyRemote(update);
    for (const l of [a, b]) {
      expect(draftOf(l, 'd-old')).toMatchObject({ tags: ['coffee', 'saigon'], captions: [{ channel: 'x', caption: 'Old X caption', title: null }] });
      expect(urls(l, 'd-old')).toEqual([img('old1'), img('old2')]);
    }
    expect(draftMap(a, 'd-old').has(LIST_KEYS.photos)).toBe(false);

    a.lib.drafts.update(a.lib.db, 'd-old', { caption: 'Written by the build before, edited' });
    sync(a, b);
    const map = draftMap(a, 'd-old');
    for (const k of Object.values(LIST_KEYS)) expect(map.get(k)).toBeInstanceOf(Y.Map);
    // The plain values of protocol 1 are gone (no copy: an older build is refused); nothing was lost by the move.
    for (const k of ['photos', 'tags', 'captions']) expect(map.has(k)).toBe(false);
    expect(history(a, 'd-old')).toEqual([['caption']]);
    for (const l of [a, b]) {
      expect(urls(l, 'd-old')).toEqual([img('old1'), img('old2')]);
      expect(draftOf(l, 'd-old').captions).toEqual([{ channel: 'x', caption: 'Old X caption', title: null }]);
    }

    a.lib.drafts.update(a.lib.db, 'd-old', { photos: [...keep(draftOf(a, 'd-old')), img('ana')] });
    b.lib.drafts.update(b.lib.db, 'd-old', { photos: [...keep(draftOf(b, 'd-old')), img('bao')] });
    sync(a, b);
    expect([...urls(a, 'd-old')].sort()).toEqual([img('ana'), img('bao'), img('old1'), img('old2')]);
    expect(urls(b, 'd-old')).toEqual(urls(a, 'd-old'));
  });

  it('an older build writing a plain list over the new shape: its list is not read, so it wipes nothing', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const id = shared(a, b);
    const old = new Y.Doc();
    Y.applyUpdate(old, Y.encodeStateAsUpdate(a.binding.doc));
    old.getMap<Y.Map<unknown>>('drafts').get(id)?.set('photos', []);
    b.binding.applyRemote(Y.encodeStateAsUpdate(old, Y.encodeStateVector(b.binding.doc)));
    expect(urls(b, id)).toEqual([img('p1'), img('p2')]);
  });
});

describe('values of the new shape from a teammate are checked, never thrown', () => {
  it('bad entries are left out; the draft still lands with what is good', () => {
    const b = laptop('bao');
    const other = new Y.Doc();
    const map = new Y.Map<unknown>();
    other.getMap('drafts').set('d-odd', map);
    const photos = new Y.Map<unknown>();
    const tags = new Y.Map<unknown>();
    const channels = new Y.Map<unknown>();
    map.set(LIST_KEYS.photos, photos);
    map.set(LIST_KEYS.tags, tags);
    map.set(LIST_KEYS.captions, channels);
    const entry = (photo: unknown, pos: unknown): Y.Map<unknown> => {
      const e = new Y.Map<unknown>();
      e.set('photo', photo);
      e.set('pos', pos);
      return e;
    };
    photos.set('ph-b', entry({ id: 'ph-b', source: 'url', url: img('b') }, 2));
    photos.set('ph-a', entry({ id: 'ph-a', source: 'url', url: img('a') }, 'first'));
    photos.set('ph-x', entry({ id: 'ph-other', source: 'url', url: img('x') }, 1));
    photos.set('ph-y', { id: 'ph-y', source: 'url', url: img('y') });
    tags.set('ok', { name: 'ok', pos: 1 });
    tags.set('ok2', { name: 'OK', pos: 0 });
    tags.set('bad', { name: 'bad|tag', pos: 2 });
    tags.set('worse', true);
    const x = new Y.Map<unknown>();
    channels.set('x', x);
    x.set('caption', new Y.Text('for X'));
    x.set('title', 5);
    channels.set('y'.repeat(41), new Y.Map<unknown>());
    channels.set('plain', 'nope');
    b.binding.applyRemote(Y.encodeStateAsUpdate(other));
    const got = draftOf(b, 'd-odd');
    expect(got.photos.map((p) => p.url)).toEqual([img('a'), img('b')]);
    expect(got.tags).toEqual(['OK']);
    expect(got.captions).toEqual([{ channel: 'x', caption: 'for X', title: null }]);
  });
});

const history = (l: Laptop, id: string): string[][] => l.binding.history(id).map((h) => h.fields);
