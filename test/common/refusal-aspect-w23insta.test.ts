/**
 * w23insta (walk 20): a channel's aspect-ratio refusal is said from the photo's real size and the channel's
 * real rule (PHOTO_RULES). The walk saw a 1080×1080 photo Instagram refused called "taller or wider" than
 * 4:5..1.91:1, then told that 1080×1080 fits. Now, per channel with a ratio rule: fits / too tall / too
 * wide / unknown size, each said truly in both languages; the preflight warning reads the same rule.
 */
import { describe, expect, it } from 'vitest';
import { checkPhotoRules } from '../../src-main/media';
import { aspectOf, PHOTO_RULES } from '../../src-shared/photo-rules';
import { adviseRefusal } from '../../src-shared/refusals';
import { ratioWords } from '../../src-shared/refusal-aspect';
import { possessive } from '../../src-shared/errors';

const HUB_WORDS = 'The aspect ratio is not supported.';
const ig = (photos: Array<{ width: number; height: number } | null> | null, lang: 'en' | 'vi' = 'en') =>
  adviseRefusal({ channel: 'instagram', code: '36003', message: HUB_WORDS }, lang, { photos, label: 'Instagram' });

describe('Instagram’s aspect-ratio refusal, in the walk’s words', () => {
  it('a 1080×1080 photo fits: no "taller or wider", the refusal was about something else, and the Hub is quoted', () => {
    const en = ig([{ width: 1080, height: 1080 }]);
    expect(en.meaning).toBe('Instagram takes photos from 4:5 (1080×1350) to 1.91:1 (1080×566), and this photo fits (1080×1080, 1:1): the refusal was about something else. Instagram’s own words (through the Hub): “The aspect ratio is not supported.”');
    expect(`${en.meaning} ${en.todo}`).not.toMatch(/taller|wider|crop (it|the photo|photo)/i);
    expect(en.todo).toMatch(/^Cropping will not help\. Retry Instagram alone/);
    const vi = ig([{ width: 1080, height: 1080 }], 'vi');
    expect(vi.meaning).toBe('Instagram nhận ảnh có tỷ lệ từ 4:5 (1080×1350) đến 1,91:1 (1080×566), và ảnh này nằm trong khoảng đó (1080×1080, 1:1): lần từ chối này là vì lý do khác. Nguyên văn của Instagram (tiếng Anh, qua Hub): “The aspect ratio is not supported.”');
    expect(vi.todo).toMatch(/^Cắt ảnh sẽ không giúp được\. Thử lại riêng Instagram/);
  });

  it('a 1080×1920 photo is taller than Instagram takes, with the numbers', () => {
    const en = ig([{ width: 1080, height: 1920 }]);
    expect(en.meaning).toBe('Instagram takes photos from 4:5 (1080×1350) to 1.91:1 (1080×566); this photo is 1080×1920, 9:16: taller than Instagram takes.');
    expect(en.todo).toBe('Crop this photo to 4:5 or wider (1080×1350 fits), then retry Instagram alone.');
    expect(ig([{ width: 1080, height: 1920 }], 'vi').meaning).toBe('Instagram nhận ảnh có tỷ lệ từ 4:5 (1080×1350) đến 1,91:1 (1080×566); ảnh này có kích thước 1080×1920, tỷ lệ 9:16: cao hơn mức Instagram nhận.');
  });

  it('of several photos, only the ones outside are named, by their place', () => {
    const en = ig([{ width: 1080, height: 1080 }, { width: 3000, height: 1000 }]);
    expect(en.meaning).toBe('Instagram takes photos from 4:5 (1080×1350) to 1.91:1 (1080×566); photo 2 is 3000×1000, 3:1: wider than Instagram takes.');
    expect(en.todo).toBe('Crop photo 2 to 1.91:1 or narrower (1080×566 fits), then retry Instagram alone.');
  });

  it('a photo sent as a link (size unknown) is neither called too tall nor said to fit', () => {
    for (const photos of [null, [null], [{ width: 1080, height: 1080 }, null]]) {
      const en = ig(photos);
      expect(en.meaning).toMatch(/does not know the size of/);
      expect(en.meaning).not.toMatch(/taller than|wider than Instagram takes|fits \(/);
      expect(en.meaning).toContain('Instagram’s own words (through the Hub): “The aspect ratio is not supported.”');
    }
  });

  it('the example sizes are inside the range they illustrate (1080×566 is 1.908:1, not 1080×565)', () => {
    expect(aspectOf('instagram', { width: 1080, height: 1350 })).toBe('fits');
    expect(aspectOf('instagram', { width: 1080, height: 566 })).toBe('fits');
    expect(aspectOf('instagram', { width: 1080, height: 1360 })).toBe('too_tall');
    expect(aspectOf('instagram', { width: 1080, height: 560 })).toBe('too_wide');
  });
});

/** Every channel with a ratio rule, from the table itself: sizes just inside and well outside its range. */
const RATIO_CHANNELS = Object.entries(PHOTO_RULES).flatMap(([key, r]) => (r.aspect ? [[key, r.aspect] as const] : []));

describe.each(RATIO_CHANNELS)('%s’s ratio rule, said from the photo’s size', (channel, aspect) => {
  const label = channel.charAt(0).toUpperCase() + channel.slice(1);
  const tall = { width: 1080, height: Math.ceil((1080 / aspect.min) * 2) };
  const wide = { width: Math.ceil(1080 * aspect.max * 2), height: 1080 };
  const cases = [
    ['fits', { width: 1080, height: 1080 }],
    ['too_tall', tall],
    ['too_wide', wide],
    ['unknown', null],
  ] as const;
  const advise = (size: { width: number; height: number } | null, lang: 'en' | 'vi') =>
    adviseRefusal({ channel, code: null, message: `Invalid parameter: the aspect ratio is not supported` }, lang, { photos: [size], label });

  it.each(cases)('%s', (verdict, size) => {
    expect(aspectOf(channel, size)).toBe(verdict);
    const en = advise(size, 'en');
    const vi = advise(size, 'vi');
    expect(en.rule?.kind).toBe('aspect_ratio');
    expect(en.meaning.startsWith(`${label} takes photos from ${ratioWords(aspect.min, 'en')} (`)).toBe(true);
    expect(vi.meaning.startsWith(`${label} nhận ảnh có tỷ lệ từ ${ratioWords(aspect.min, 'vi')} (`)).toBe(true);
    const said = { en: `${en.meaning} ${en.todo}`, vi: `${vi.meaning} ${vi.todo}` };
    expect(said.en.includes(`taller than ${label} takes`)).toBe(verdict === 'too_tall');
    expect(said.en.includes(`wider than ${label} takes`)).toBe(verdict === 'too_wide');
    expect(said.vi.includes(`cao hơn mức ${label} nhận`)).toBe(verdict === 'too_tall');
    expect(said.vi.includes(`rộng hơn mức ${label} nhận`)).toBe(verdict === 'too_wide');
    expect(said.en.includes('the refusal was about something else')).toBe(verdict === 'fits');
    expect(said.vi.includes('lần từ chối này là vì lý do khác')).toBe(verdict === 'fits');
    expect(said.en.includes('does not know the size')).toBe(verdict === 'unknown');
    // The channel's words are quoted where the photo does not explain the refusal, naming who said them (h-words: the channel's, through the Hub).
    expect(said.en.includes(`${possessive(label)} own words (through the Hub): “Invalid parameter`)).toBe(verdict === 'fits' || verdict === 'unknown');
    expect(said.vi.includes(`Nguyên văn của ${label} (tiếng Anh, qua Hub): “Invalid parameter`)).toBe(verdict === 'fits' || verdict === 'unknown');
    if (size) expect(said.en.includes(`${size.width}×${size.height}`)).toBe(true);
  });

  it('preflight warns of exactly the photos the advice calls too tall or too wide', () => {
    for (const [verdict, size] of cases) {
      if (!size) continue;
      const warned = checkPhotoRules([channel], [{ id: '1', ...size, bytes: 1000, format: 'jpeg' }]).some((w) => w.rule === 'aspect');
      expect(warned, `${channel} ${verdict}`).toBe(verdict !== 'fits');
    }
  });
});

describe('a channel with no ratio rule keeps its row’s words', () => {
  it('LinkedIn: the general aspect row, with no numbers made up', () => {
    const a = adviseRefusal({ channel: 'linkedin', code: null, message: 'aspect ratio is not supported' }, 'en', { photos: [{ width: 1080, height: 1920 }], label: 'LinkedIn' });
    expect(a.rule?.id).toBe('any-aspect-ratio');
    expect(a.meaning).toBe(a.rule!.say.en.meaning);
  });
  it('ratio words read as people write them', () => {
    expect(ratioWords(4 / 5, 'en')).toBe('4:5');
    expect(ratioWords(1.91, 'vi')).toBe('1,91:1');
    expect(ratioWords(1080 / 1920, 'en', { width: 1080, height: 1920 })).toBe('9:16');
    expect(ratioWords(1001 / 1333, 'en', { width: 1001, height: 1333 })).toBe('1:1.33');
  });
});
