/**
 * Preflight catches offline what the Hub or a channel would refuse (issue 22, item 6): a channel not
 * linked on the profile (from the cached connections), more photos than a channel takes (X: 4, warned), a
 * Reddit community not in the form the Hub takes; and the title each channel gets is sent explicitly.
 */
import { describe, expect, it } from 'vitest';
import { PHOTO_RULES } from '../../src-main/media';
import { preflight, publishFields, type PublishDraft } from '../../src-main/publisher/preflight';

const photo = (n: number) => ({ id: `ph${n}`, position: n, source: 'file' as const, path: `/tmp/${n}.jpg`, url: null });
const draft = (over: Partial<PublishDraft> = {}): PublishDraft => ({
  id: 'd1', profile_id: 'p1', platforms: ['instagram', 'x'], caption: 'hello', title: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [photo(0)], ...over,
});
const errs = (d: PublishDraft, pins: Parameters<typeof preflight>[1] = null) => preflight(d, pins).filter((p) => p.severity === 'error').map((p) => `${p.code}:${p.channel ?? ''}`);

describe('preflight from the cached profile and the photo rules', () => {
  it('refuses a channel not linked on the profile, when the profile\'s connections are known', () => {
    expect(errs(draft(), { connections: ['x', 'facebook'] })).toEqual(['not_connected:instagram']);
    expect(errs(draft(), { connections: ['x', 'instagram'] })).toEqual([]);
    expect(errs(draft(), null)).toEqual([]); // not known: the Hub's answer decides
  });

  it('counts photos against each channel\'s rule (X takes 4), from the rules table', () => {
    expect(PHOTO_RULES.x?.maxPhotos).toBe(4);
    const five = [0, 1, 2, 3, 4].map(photo);
    const warns = (d: PublishDraft) => preflight(d).filter((p) => p.severity === 'warning').map((p) => `${p.code}:${p.channel ?? ''}`);
    // A warning (the table's contract: the channel's answer stays final), shown before anything is sent.
    expect(warns(draft({ photos: five }))).toEqual(['too_many_photos:x']);
    expect(warns(draft({ photos: five.slice(0, 4) }))).toEqual([]);
  });

  it('checks each photo\'s known size against each channel\'s rules (warnings), from the rules table', () => {
    const sized = (n: number, width: number, height: number, bytes: number) => ({ ...photo(n), bytes, width, height, mime: 'image/jpeg' });
    const warns = (d: PublishDraft) => preflight(d).filter((p) => p.severity === 'warning').map((p) => `${p.code}:${p.channel ?? ''}`);
    const ig = PHOTO_RULES.instagram;
    const x = PHOTO_RULES.x;
    const bsky = PHOTO_RULES.bluesky;
    if (!ig?.aspect || !ig.minWidth || !ig.maxBytes || !x?.maxBytes || !bsky?.maxBytes) throw new Error('the rules table changed: update this test');
    // Within every rule: no warning.
    expect(warns(draft({ photos: [sized(0, 1080, 1080, 400_000)] }))).toEqual([]);
    // Wider than Instagram's aspect range (X has none): Instagram only.
    const wide = Math.ceil(1000 * (ig.aspect.max + 0.2));
    expect(warns(draft({ photos: [sized(0, wide, 1000, 400_000)] }))).toEqual(['photo_aspect:instagram']);
    // Narrower than Instagram's minimum width (X takes 4 px and up).
    expect(warns(draft({ photos: [sized(0, ig.minWidth - 20, ig.minWidth - 20, 50_000)] }))).toEqual(['photo_too_small:instagram']);
    // Over X's per-image cap but under Instagram's: X only, the photo named by its place.
    const big = preflight(draft({ photos: [sized(0, 1080, 1080, 400_000), sized(1, 1080, 1080, x.maxBytes + 1)] })).filter((p) => p.severity === 'warning');
    expect(big.map((p) => `${p.code}:${p.channel ?? ''}`)).toEqual(x.maxBytes < ig.maxBytes ? ['photo_too_large:x'] : ['photo_too_large:instagram', 'photo_too_large:x']);
    expect(big.at(-1)?.message).toContain('photo 2');
    // Bluesky's 1,000,000-byte blobs: an ordinary 1.2 MB photo is flagged there only.
    expect(warns(draft({ platforms: ['bluesky', 'x'], photos: [sized(0, 1080, 1080, bsky.maxBytes + 200_000)] }))).toEqual(['photo_too_large:bluesky']);
    expect(big.at(-1)?.photos).toEqual([2]);
    // Several photos over one channel's rule: said once for that channel, naming each (issue 32).
    const three = preflight(draft({ platforms: ['x'], photos: [sized(0, 1080, 1080, x.maxBytes + 1), sized(1, 1080, 1080, 400_000), sized(2, 1080, 1080, x.maxBytes + 9)] })).filter((p) => p.code === 'photo_too_large');
    expect(three.map((p) => [p.channel, p.photos])).toEqual([['x', [1, 3]]]);
    // Size not known (a link, or not yet measured): left to the channel's answer.
    expect(warns(draft({ photos: [{ ...photo(0), bytes: null, width: null, height: null }] }))).toEqual([]);
  });

  it('checks the Reddit community form (no r/, 3 to 21 letters, digits or _)', () => {
    const reddit = (community: string) => draft({ platforms: ['reddit'], title: 'A title', fields: { reddit_community: community } });
    expect(errs(reddit('pics'))).toEqual([]);
    expect(errs(reddit('r/pics'))).toEqual(['bad_community:reddit']);
    expect(errs(reddit('no spaces'))).toEqual(['bad_community:reddit']);
  });

  it('says a missing Reddit or Pinterest title once (missing_title), not again as an empty required field', () => {
    expect(errs(draft({ platforms: ['reddit'], fields: { reddit_community: 'pics' } }))).toEqual(['missing_title:reddit']);
    expect(errs(draft({ platforms: ['pinterest'], fields: { pinterest_board_id: 'b1' } }))).toEqual(['missing_title:pinterest']);
    expect(errs(draft({ platforms: ['reddit'], fields: { reddit_community: 'pics', reddit_title: 'Own' } }))).toEqual([]);
  });

  it('sends the Reddit title explicitly: the shared title when no own title, which then is not flagged missing', () => {
    const d = draft({ platforms: ['reddit'], title: 'Autumn in Berlin', fields: { reddit_community: 'berlin' } });
    expect(errs(d)).toEqual([]);
    expect(publishFields(d, [])).toMatchObject({ title: 'Autumn in Berlin', reddit_title: 'Autumn in Berlin' });
    const own = draft({ platforms: ['reddit'], title: 'Shared', fields: { reddit_community: 'berlin', reddit_title: 'Own' } });
    expect(publishFields(own, [])).toMatchObject({ reddit_title: 'Own' });
    expect(errs(draft({ platforms: ['reddit'], title: '', fields: { reddit_community: 'berlin' } }))).toEqual(['missing_title:reddit']); // once, not also as missing_field
    expect(publishFields(draft({ platforms: ['instagram'], title: 'T' }), [])).not.toHaveProperty('reddit_title');
  });
});

describe('preflight of a scheduled time that has passed (fix-compose)', () => {
  const at = '2026-11-26T20:00:00+07:00';
  const t = Date.parse(at);
  const sched = draft({ scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' });
  it('is an error once the time has passed (so publishing is refused), not before, and not where "now" is not given', () => {
    expect(preflight(sched, null, undefined, t + 60_000).filter((p) => p.severity === 'error').map((p) => p.code)).toEqual(['schedule_past']);
    expect(preflight(sched, null, undefined, t).map((p) => p.code)).toContain('schedule_past');
    expect(preflight(sched, null, undefined, t - 60_000).map((p) => p.code)).not.toContain('schedule_past');
    expect(preflight(sched).map((p) => p.code)).not.toContain('schedule_past');
  });
});
