/**
 * w31words: one byte-size rule (src-shared/size-words.ts), the Hub's: hub-contract says "4.5 MB = 4,500,000 bytes",
 * so a limit reads as its spec states it and a file's size set beside it reads in the same unit. Before, the
 * refusals said 8 MiB as "8 MB" and 4,500,000 bytes as "4.3 MB", Compose said "4.50 MB", Backups "KB" of 1,024.
 */
import { describe, expect, it } from 'vitest';
import { sizeWords } from '../src-shared/size-words';
import { PHOTO_RULES } from '../src-shared/photo-rules';
import { DEFAULT_CONTRACT } from '../src-main/hub';
import { checkPhotoRules } from '../src-main/media';

describe('sizeWords: decimal units, three figures', () => {
  it.each([
    [0, '0 bytes', '0 byte'],
    [1, '1 byte', '1 byte'],
    [999, '999 bytes', '999 byte'],
    [1_000, '1 kB', '1 kB'],
    [1_023, '1.02 kB', '1,02 kB'],
    [1_024, '1.02 kB', '1,02 kB'],
    [10_240, '10.2 kB', '10,2 kB'],
    [810_000, '810 kB', '810 kB'],
    [999_499, '999 kB', '999 kB'],
    [999_999, '1 MB', '1 MB'], // rounds to 1,000 kB: said in the next unit
    [1_048_576, '1.05 MB', '1,05 MB'], // 1 MiB
    [4_500_000, '4.5 MB', '4,5 MB'], // the Hub's cap, as hub-contract states it
    [4_549_999, '4.55 MB', '4,55 MB'],
    [8 * 1024 * 1024, '8.39 MB', '8,39 MB'], // 8 MiB is not "8 MB"
    [8_000_000, '8 MB', '8 MB'],
    [13_000_000, '13 MB', '13 MB'],
    [200_000_000, '200 MB', '200 MB'],
    [1_500_000_000, '1.5 GB', '1,5 GB'],
  ])('%d bytes → "%s" (vi "%s")', (bytes, en, vi) => {
    expect(sizeWords(bytes, 'en')).toBe(en);
    expect(sizeWords(bytes, 'vi')).toBe(vi);
  });

  it('says the Hub cap and every channel cap as their pages state them (whole or one decimal MB)', () => {
    expect(sizeWords(DEFAULT_CONTRACT.bodyCapBytes, 'en')).toBe('4.5 MB');
    const caps = Object.fromEntries(Object.entries(PHOTO_RULES).filter(([, r]) => r.maxBytes !== null).map(([c, r]) => [c, sizeWords(r.maxBytes!, 'en')]));
    expect(caps).toMatchObject({ instagram: '8 MB', facebook: '4 MB', x: '5 MB', threads: '8 MB', bluesky: '1 MB', telegram: '10 MB', mastodon: '16 MB' });
  });

  it('a photo over a channel cap is said in the cap\'s unit, so the two compare at a glance', () => {
    const w = checkPhotoRules(['instagram'], [{ id: 'p1', width: 1080, height: 1080, bytes: 8_400_000, format: 'jpeg' }]);
    expect(w.map((x) => x.message)).toContain('instagram takes images up to 8 MB; photo p1 is 8.4 MB');
  });
});
