/**
 * w28errors (walk 24): a refusal's advice never contradicts what this computer knows of the post it sent.
 * The walk saw Instagram's "Media upload has failed with error code 2207026." explained as "save the photo
 * as a JPEG" — for a photo that WAS a JPEG; retried unchanged, it published (the refusal was transient).
 * Every row of the table is tried against a post whose photos are known (type, bytes, width and height,
 * sent as files): no row may advise re-saving, shrinking, cropping, sending as a file or removing photos
 * the post does not need; a photo that does break the channel's rule is named, with what is known of it.
 */
import { describe, expect, it } from 'vitest';
import { PHOTO_RULES } from '../src-shared/photo-rules';
import { REFUSAL_RULES, adviseRefusal, type RefusalRule, type SentPhoto } from '../src-shared/refusals';

const MB = 1_000_000; // w31words: decimal, the one byte-size rule (src-shared/size-words.ts)
const JPEG: SentPhoto = { width: 1080, height: 1080, type: 'image/jpeg', bytes: 420_000 };
const HUB_2207026 = 'Media upload has failed with error code 2207026.';

/** The words the channel would say for a row: its own code and, when it reads words, a sentence they match. */
function sample(r: RefusalRule): { code: string | null; message: string } {
  const samples = [
    'The aspect ratio is not supported.', HUB_2207026, 'The image size is too large.', 'The maximum number of posts has been reached.',
    'The user is restricted from posting at this time.', 'We restrict certain activity to protect our community.', 'Status is a duplicate.',
    'Tweet needs to be a bit shorter.', 'Content is a duplicate of an existing post.', "(#200) The user hasn't authorized the application to perform this action",
    'Missing Permissions', 'Sorry, you are not allowed to create posts as this user.', "You aren't allowed to post there.", 'Bad Request: chat not found',
    'The daily post cap for this creator has been reached.', 'Failed to pull the photo from the given URL.', 'Record/embed/images must not have more than 4 elements',
    'Text must not be longer than 300 graphemes', 'Validation failed: Text character limit of 500 exceeded', 'Pinterest blocked this link.',
    'PHOTO_INVALID_DIMENSIONS', 'Bluesky accepts at most 4 photos in one post; 5 were sent.', 'Could not download the image.', 'Too many requests.',
    'Invalid parameters: title must be 100 characters or less.', 'Text is too long.', 'Unauthorized.',
  ];
  const message = samples.find((s) => r.words?.test(s)) ?? (r.codes[0] ? `Refused with code ${r.codes[0]}.` : 'Refused.');
  return { code: r.codes[0] ?? null, message };
}

/** Advice that is false of a post whose photos are all known, fitting files its channel takes. */
const CONTRADICTS: readonly RegExp[] = [
  /save (the|photo \d+|this) photo as a JPEG|lưu ảnh dạng JPEG/i,
  /use a smaller photo|dùng ảnh nhỏ hơn/i,
  /^crop|\. crop|cắt ảnh (về|vào|nếu)/i,
  /send the photo as a file|gửi ảnh dạng tệp/i,
  /remove photos|bớt ảnh|keep 4 photos|giữ 4 ảnh|takes fewer photos in one post than were sent|nhận ít ảnh trong một bài hơn/i,
];

const channelOf = (r: RefusalRule) => r.channels?.[0] ?? (r.kind === 'photo_count' ? 'bluesky' : r.kind === 'aspect_ratio' ? 'threads' : r.kind === 'media_link' ? 'tiktok' : 'lemmy');

describe('every row, against a post whose one photo is a 1080×1080 JPEG of 420 kB sent as a file', () => {
  it.each(REFUSAL_RULES.map((r) => [r.id, r] as const))('%s: its advice does not contradict the photo', (_id, r) => {
    const channel = channelOf(r);
    for (const lang of ['en', 'vi'] as const) {
      const a = adviseRefusal({ channel, ...sample(r) }, lang, { photos: [JPEG], label: channel });
      expect(a.rule?.id, `${channel}: ${sample(r).message}`).toBe(r.id);
      for (const re of CONTRADICTS) expect(`${a.meaning} ${a.todo}`, `${lang}: ${re}`).not.toMatch(re);
    }
  });
});

describe('Instagram’s 2207026 (walk 24)', () => {
  const ig = (photos: ReadonlyArray<SentPhoto | null> | null, lang: 'en' | 'vi' = 'en') =>
    adviseRefusal({ channel: 'instagram', code: '2207026', message: HUB_2207026 }, lang, { photos, label: 'Instagram' });

  it('of a JPEG: Instagram refused the upload, often temporary, retry unchanged; the Hub is quoted, the photo is this computer’s', () => {
    const en = ig([JPEG]);
    expect(en.meaning).toBe('Instagram refused the upload (code 2207026). Instagram’s own words (through the Hub): “Media upload has failed with error code 2207026.” Postroom sent this photo as a JPEG (1080×1080, 420 kB), a format Instagram takes, so its format was not the cause; such a refusal is often temporary.');
    expect(en.todo).toBe('Retry Instagram alone with the photo unchanged. Only if it fails again with the same code, contact the Hub’s support with the code in Details.');
    const vi = ig([JPEG], 'vi');
    expect(vi.meaning).toBe('Instagram đã từ chối tệp tải lên (mã 2207026). Nguyên văn của Instagram (tiếng Anh, qua Hub): “Media upload has failed with error code 2207026.” Postroom đã gửi ảnh này dạng JPEG (1080×1080, 420 kB), định dạng Instagram nhận, nên định dạng không phải nguyên nhân; lần từ chối như vậy thường chỉ là tạm thời.');
    expect(vi.todo).toBe('Thử lại riêng Instagram, giữ nguyên ảnh. Chỉ khi vẫn lỗi với cùng mã đó, hãy liên hệ bộ phận hỗ trợ của Hub kèm mã trong phần Chi tiết.');
  });

  it('of a PNG among JPEGs: the PNG is named, and only it is to be saved as a JPEG', () => {
    const en = ig([JPEG, { width: 1080, height: 1350, type: 'image/png', bytes: 2 * MB }]);
    expect(en.meaning).toBe('Instagram refused the upload (code 2207026). Instagram’s own words (through the Hub): “Media upload has failed with error code 2207026.” Instagram takes photos as JPEG; Postroom sent photo 2 as a PNG.');
    expect(en.todo).toBe('Save photo 2 as a JPEG, replace it in the draft, then retry Instagram alone.');
    expect(ig([JPEG, { width: 1080, height: 1350, type: 'image/png', bytes: 2 * MB }], 'vi').todo).toBe('Lưu ảnh 2 dạng JPEG, thay ảnh đó trong bản nháp, rồi thử lại riêng Instagram.');
  });

  it('of a photo whose type is not known: neither is claimed, and both cases are said', () => {
    const en = ig([null]);
    expect(en.meaning).toBe('Instagram refused the upload (code 2207026). Instagram’s own words (through the Hub): “Media upload has failed with error code 2207026.” Instagram takes photos as JPEG; Postroom does not know the format of this photo (sent as a link, or sent before formats were kept).');
    expect(en.todo).toBe('If this photo is not a JPEG, save it as one, replace it in the draft and retry Instagram alone; if it is, retry Instagram unchanged: such a refusal is often temporary.');
    expect(ig(null, 'vi').todo).toBe('Nếu ảnh này không phải JPEG, hãy lưu lại dạng JPEG, thay trong bản nháp rồi thử lại riêng Instagram; nếu đã là JPEG, hãy thử lại nguyên như cũ: lần từ chối như vậy thường chỉ là tạm thời.');
  });
});

describe('the other rows the photos speak to', () => {
  it('a size refusal of photos under the cap says the size was not the cause; over it, names the photo and its size', () => {
    const under = adviseRefusal({ channel: 'instagram', code: '2207004', message: 'The image size is too large.' }, 'en', { photos: [JPEG], label: 'Instagram' });
    expect(under.meaning).toBe('Instagram takes photos of at most 8 MB each, and Postroom sent this photo at 420 kB: its size was not the cause. Instagram’s own words (through the Hub): “The image size is too large.”');
    expect(under.todo).toBe('A smaller photo will not help. Retry Instagram alone; if the Hub answers the same again, contact the Hub’s support with the code in Details.');
    const over = adviseRefusal({ channel: 'instagram', code: '2207004', message: 'The image size is too large.' }, 'vi', { photos: [JPEG, { ...JPEG, bytes: 9.5 * MB }], label: 'Instagram' });
    expect(over.meaning).toBe('Instagram chỉ nhận ảnh tối đa 8 MB mỗi ảnh; Postroom đã gửi ảnh 2 nặng 9,5 MB.');
    expect(over.todo).toBe('Dùng bản nhỏ hơn của ảnh 2 (tối đa 8 MB), rồi thử lại riêng Instagram.');
    expect(PHOTO_RULES.instagram?.maxBytes).toBe(8 * MB);
  });

  it('a photo-count refusal says how many were sent against the channel’s most', () => {
    const three = adviseRefusal({ channel: 'bluesky', code: null, message: 'Record/embed/images must not have more than 4 elements' }, 'en', { photos: [JPEG, JPEG, JPEG], label: 'Bluesky' });
    expect(three.meaning).toBe('Bluesky takes at most 4 photos in one post, and Postroom sent 3: the number of photos was not the cause. Bluesky’s own words (through the Hub): “Record/embed/images must not have more than 4 elements”');
    expect(three.todo).toBe('Removing photos will not help. Retry Bluesky alone; if the Hub answers the same again, contact the Hub’s support with the code in Details.');
    const five = adviseRefusal({ channel: 'bluesky', code: 'too_many_photos', message: 'Bluesky accepts at most 4 photos in one post; 5 were sent.' }, 'vi', { photos: [JPEG, JPEG, JPEG, JPEG, null], label: 'Bluesky' });
    expect(five.meaning).toBe('Bluesky chỉ nhận tối đa 4 ảnh trong một bài; Postroom đã gửi 5 ảnh.');
    expect(five.todo).toBe('Giữ 4 ảnh cho Bluesky (hoặc đăng các ảnh còn lại thành bài khác), rồi thử lại riêng Bluesky.');
  });

  it('a link refusal of photos all sent as files says there is no link of the person’s to fix', () => {
    const files = adviseRefusal({ channel: 'tiktok', code: 'photo_pull_failed', message: 'Failed to pull the photo from the given URL.' }, 'en', { photos: [JPEG], label: 'TikTok' });
    expect(files.meaning).toBe('TikTok could not fetch this photo, which Postroom sent to the Hub as a file, not as a link. TikTok’s own words (through the Hub): “Failed to pull the photo from the given URL.”');
    expect(files.todo).toBe('There is no link of yours to fix. Retry TikTok alone; if the Hub answers the same again, contact the Hub’s support with the code in Details.');
    const link = adviseRefusal({ channel: 'tiktok', code: 'photo_pull_failed', message: 'Failed to pull the photo from the given URL.' }, 'en', { photos: [JPEG, null], label: 'TikTok' });
    expect(link.rule?.id).toBe('tiktok-photo-link');
    expect(link.todo).toBe(link.rule?.say.en.todo);
  });

  it('without anything known of the photos, each row says its own words as before', () => {
    for (const r of REFUSAL_RULES) {
      if (r.kind === 'aspect_ratio') continue; // said from the photos' sizes, or their range when none is known (w23insta)
      const a = adviseRefusal({ channel: channelOf(r), ...sample(r) }, 'en');
      if (r.kind === 'media_format') continue; // both cases said (above)
      expect({ id: r.id, meaning: a.meaning, todo: a.todo }).toEqual({ id: r.id, ...r.say.en });
    }
  });
});
