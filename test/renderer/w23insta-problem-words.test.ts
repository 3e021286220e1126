/**
 * w23insta: the campaign Posts tab names a post's problems from their codes alone (no field), and read
 * "not sent (problems: A required field is empty (). …)": the empty brackets are gone, the field is named where known.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { preflight, type PublishDraft } from '../../src-main/publisher/preflight';
import { problemText } from '../../src-renderer/src/lib/problems';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('a required field’s problem, with and without the field', () => {
  it('without: no empty brackets, en and vi', () => {
    expect(problemText({ code: 'missing_field', field: null, message: '' }, tr('en'), (k) => k)).toBe('A required field is empty.');
    expect(problemText({ code: 'missing_field', field: null, message: '' }, tr('vi'), (k) => k)).toBe('Một trường bắt buộc đang trống.');
  });
  it('with: the field named as Compose names it', () => {
    expect(problemText({ code: 'missing_field', field: 'pinterest_board_id', message: '' }, tr('en'), (k) => k)).toMatch(/^A required field is empty \(.+\)\.$/);
  });
});

/**
 * w23insta (walk 20): Compose's check beside the refusal said "Photo 1 is wider or taller than this channel takes" of a
 * 1080×1920 photo: preflight now says which side (one problem each), and the words say it.
 */
describe('a photo outside a channel’s ratio range is taller, or wider, than it takes', () => {
  const sized = (n: number, width: number, height: number) => ({ id: `ph${n}`, position: n, source: 'file' as const, path: `/tmp/${n}.jpg`, url: null, bytes: 200_000, width, height, mime: 'image/jpeg' });
  const draft = (photos: ReturnType<typeof sized>[]): PublishDraft => ({
    id: 'd1', profile_id: 'p1', platforms: ['instagram'], caption: 'hello', title: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false, photos,
  });
  const aspect = (d: PublishDraft) => preflight(d).filter((p) => p.code === 'photo_aspect');

  it('one tall photo: "taller", en and vi', () => {
    const [p, ...rest] = aspect(draft([sized(0, 1080, 1920)]));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ channel: 'instagram', photos: [1], shape: 'too_tall' });
    expect(problemText(p!, tr('en'), (k) => k)).toBe('Photo 1 is taller than this channel takes: it may crop or refuse it.');
    expect(problemText(p!, tr('vi'), (k) => k)).toBe('Ảnh 1 cao hơn tỉ lệ kênh này nhận: kênh có thể cắt hoặc từ chối ảnh.');
  });

  it('a tall one and two wide ones: one problem each side, naming their photos; a square one is not named', () => {
    const ps = aspect(draft([sized(0, 1080, 1920), sized(1, 1080, 1080), sized(2, 3000, 1000), sized(3, 2000, 1000)]));
    expect(ps.map((p) => [p.shape, p.photos])).toEqual([['too_tall', [1]], ['too_wide', [3, 4]]]);
    expect(ps.map((p) => problemText(p, tr('en'), (k) => k))).toEqual([
      'Photo 1 is taller than this channel takes: it may crop or refuse it.',
      'Photos 3 and 4 are wider than this channel takes: it may crop or refuse it.',
    ]);
  });
});
