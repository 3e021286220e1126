/**
 * h-words (session 29): every message names who said it, in the person's language. Written before the fix, each
 * failed on the old code:
 * 1. a channel's own English refusal (Threads "The user is restricted from posting at this time.") read in Vietnamese
 *    as ours ("Threads trả lời: …", and in the refusal's meaning "Hub cho biết: “Media upload has failed…”", the
 *    channel's words said to be the Hub's): now quoted as the channel's, through the Hub, said to be its English;
 * 2. the attempt record's Hub words were unlabelled: now quoted as the Hub's;
 * 3. a size just over a cap read as the cap ("4.5 MB" for 4,500,100 bytes against 4,500,000);
 * 4. Compose's not-found line showed the core's English: the core's typed not_found is said by the screen.
 */
import { describe, expect, it } from 'vitest';
import { channelSaidLine, ownWords, sourceWords } from '../src-shared/errors';
import { adviseRefusal } from '../src-shared/refusals';
import { sizeBesideWords, sizeWords } from '../src-shared/size-words';
import { attemptWords, type Attempt } from '../src-renderer/src/lib/attempts';
import { draftGoneKey } from '../src-renderer/src/lib/openFailed';
import { en } from '../src-renderer/src/lib/i18n/en';
import { vi } from '../src-renderer/src/lib/i18n/vi';
import { tempLibrary, thrown } from './library/helpers';

const THREADS = 'The user is restricted from posting at this time.';
const IG = 'Media upload has failed with error code 2207026.';

describe('a channel’s own words, through the Hub', () => {
  it('are quoted as the channel’s, in Vietnamese said to be its English (never as ours)', () => {
    expect(channelSaidLine('Threads', { message: THREADS, vietnamese: null }, 'vi')).toBe(`Nguyên văn của Threads (tiếng Anh, qua Hub): “${THREADS}”`);
    expect(channelSaidLine('Threads', { message: THREADS, vietnamese: null }, 'en')).toBe(`Threads’ own words (through the Hub): “${THREADS}”`);
  });
  it('the Hub’s Vietnamese rendering is said to be the Hub’s rendering of the channel’s words', () => {
    const said = { message: 'Status is a duplicate.', vietnamese: 'Trạng thái bị trùng lặp.' };
    expect(channelSaidLine('X', said, 'vi')).toBe('Hub tạm dịch lời của X: “Trạng thái bị trùng lặp.”');
    expect(channelSaidLine('X', said, 'en')).toBe('X’s own words (through the Hub): “Status is a duplicate.”');
  });
  it('a refusal’s meaning quotes Instagram’s words as Instagram’s, not as the Hub’s', () => {
    const photos = [{ width: 1080, height: 1080, type: 'image/jpeg', bytes: 200_000 }];
    const outcome = { channel: 'instagram', code: '2207026', message: IG, vietnamese: null };
    const viMeaning = adviseRefusal(outcome, 'vi', { photos, label: 'Instagram' }).meaning;
    expect(viMeaning).toContain(`Nguyên văn của Instagram (tiếng Anh, qua Hub): “${IG}”`);
    expect(viMeaning).not.toContain('Hub cho biết');
    const enMeaning = adviseRefusal(outcome, 'en', { photos, label: 'Instagram' }).meaning;
    expect(enMeaning).toContain(`Instagram’s own words (through the Hub): “${IG}”`);
    expect(enMeaning).not.toContain('The Hub said');
  });
  it('an error’s detail labels the words with who said them; this computer’s own stay as they are', () => {
    expect(sourceWords({ message: 'boom', source: 'hub' }, 'vi')).toBe('Nguyên văn của Hub (tiếng Anh): “boom”');
    expect(sourceWords({ message: THREADS, source: 'channel' }, 'vi', 'Threads')).toBe(ownWords({ channel: 'Threads' }, THREADS, 'vi'));
    expect(sourceWords({ message: 'no', source: 'team' }, 'en')).toBe('The team server’s own words: “no”');
    expect(sourceWords({ message: 'disk full', source: 'computer' }, 'vi')).toBeNull();
  });
});

describe('the attempt record', () => {
  const refused: Attempt = { attempt: 1, key: 'k', at: '2026-11-28T10:00:00.000Z', http: 400, code: 'invalid_request', message: 'caption too long for x', answer: 'refused', source: 'hub' };
  it('labels the Hub’s own words as the Hub’s, in Vietnamese as its English', () => {
    expect(attemptWords(refused, 'vi').detail).toBe('400 invalid_request: Nguyên văn của Hub (tiếng Anh): “caption too long for x”');
    expect(attemptWords(refused, 'en').detail).toBe('400 invalid_request: The Hub’s own words: “caption too long for x”');
  });
  it('keeps this computer’s network error as a plain detail', () => {
    const net: Attempt = { ...refused, http: null, code: 'network', message: 'TypeError: fetch failed', answer: 'network', source: 'network' };
    expect(attemptWords(net, 'vi').detail).toBe('network: TypeError: fetch failed');
  });
});

describe('a size beside its cap', () => {
  it('never reads equal to the cap when over it, nor when under it', () => {
    expect(sizeWords(4_500_100, 'en')).toBe('4.5 MB'); // alone, three figures stand
    expect(sizeBesideWords(4_500_100, 4_500_000, 'en')).toBe('4.5001 MB');
    expect(sizeBesideWords(4_500_100, 4_500_000, 'vi')).toBe('4,5001 MB');
    expect(sizeBesideWords(4_499_900, 4_500_000, 'en')).toBe('4.4999 MB');
    expect(sizeBesideWords(4_500_001, 4_500_000, 'en')).toBe('4.500001 MB');
    expect(sizeBesideWords(999_999, 1_000_000, 'en')).toBe('0.999999 MB');
  });
  it('reads as sizeWords where the two already differ, and equal only when equal', () => {
    expect(sizeBesideWords(4_500_000, 4_500_000, 'en')).toBe('4.5 MB');
    expect(sizeBesideWords(5_200_000, 4_500_000, 'en')).toBe('5.2 MB');
    expect(sizeBesideWords(810_000, 4_500_000, 'vi')).toBe('810 kB');
    for (const cap of [4_500_000, 8_000_000, 1_000_000, 1_500]) {
      for (const d of [-1000, -1, 1, 7, 100, 1000]) expect(sizeBesideWords(cap + d, cap, 'en')).not.toBe(sizeWords(cap, 'en'));
    }
  });
});

describe('Compose’s not-found lines', () => {
  it('are chosen from the core’s typed not_found (a real library’s), not its English', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { platforms: ['x'], caption: 'gone soon' });
    lib.drafts.softDelete(lib.db, d.id);
    const wire = (e: ReturnType<typeof thrown>) => ({ code: e.code ?? '', message: e.message, details: e.details });
    const missing = wire(thrown(() => lib.drafts.getDraft(lib.db, 'd_missing')));
    const deleted = wire(thrown(() => lib.drafts.update(lib.db, d.id, { caption: 'more' })));
    expect(draftGoneKey(missing, 'open')).toBe('compose.gone.openMissing');
    expect(draftGoneKey(missing, 'save')).toBe('compose.gone.saveMissing');
    expect(draftGoneKey(deleted, 'save')).toBe('compose.gone.saveDeleted');
    expect(draftGoneKey(deleted, 'open')).toBe('compose.gone.openDeleted');
    expect(draftGoneKey({ code: 'not_found', message: 'x', details: { what: 'backup' } }, 'open')).toBeNull();
    expect(draftGoneKey({ code: 'io', message: 'x' }, 'save')).toBeNull();
  });
  it('have words in both languages, naming this computer’s library, with none of the core’s English', () => {
    const gone = { en: (en.compose as unknown as { gone: Record<string, string> }).gone, vi: (vi.compose as unknown as { gone: Record<string, string> }).gone };
    expect(Object.keys(gone.en).sort()).toEqual(['openDeleted', 'openMissing', 'saveDeleted', 'saveMissing']);
    for (const key of Object.keys(gone.en)) {
      expect(gone.en[key]).toMatch(/this computer’s library/i);
      expect(gone.vi[key]).toMatch(/thư viện trên máy tính này/i);
      expect(gone.vi[key]).not.toMatch(/draft|deleted|not found/);
    }
  });
});
