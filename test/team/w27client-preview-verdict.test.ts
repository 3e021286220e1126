/**
 * w27client (walk 23): the client's page says what each channel will take. A 387-character X caption was shown in
 * full with no mark (X allows 280; the app holds that post): now X's preview carries the app's own preflight verdict
 * in the client's language, and the line at the top counts the posts a channel will not take as shown. The same for a
 * post without a photo, a photo that cannot be read, and a photo outside Instagram's shapes.
 */
import { unlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import { exportClientPreview } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { lan, LONG_X, longAndFitting, photo, SHORT_X } from './w27client-fixture';

const article = (html: string, id: string): string => new RegExp(`<article[^>]*data-draft-id="${id}"[\\s\\S]*?</article>`).exec(html)![0];
const section = (post: string, ch: string): string => new RegExp(`<section class="channel" data-channel="${ch}">[\\s\\S]*?</section>`).exec(post)![0];
const marks = (html: string): string[] => [...html.matchAll(/<li data-code="([^"]+)">([^<]*)<\/li>/g)].map((m) => `${m[1]}: ${m[2]}`);
const top = (html: string): string => /<p id="verdicts"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '(no line at the top)';

describe('the client page: what each channel will take', () => {
  it('a 387-character X caption is marked on X, in English and Vietnamese, and counted at the top; the fitting post is not', async () => {
    const { lib, dir } = tempLibrary();
    const { long, fits } = await longAndFitting(lib.db, dir);
    // The app's own verdict on that post (the one derivation the page shows).
    expect(LONG_X).toHaveLength(387);
    const en = (await exportClientPreview(lib.db, { draftIds: [long.id, fits.id], zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan })).html;
    expect(top(en)).toBe('Postroom checked each post against what its channels take (text and title lengths, photos): 1 of 2 has a channel that will not take it as shown (marked below). Your agency will fix it before it goes out.');
    const x = section(article(en, long.id), 'x');
    expect(x).toContain('<h3 data-verdict="cannot">X<span class="badge"> — will not take it as shown</span></h3>');
    expect(marks(x)).toEqual(['caption_too_long: X will not take this caption: 387 characters, X allows 280 — your agency will shorten it.']);
    // The caption is still shown in full: the client sees what was written, and that X will not take it.
    expect(x).toContain(LONG_X.slice(300));
    expect(section(article(en, long.id), 'instagram')).toContain('<h3 data-verdict="ok">Instagram</h3>');
    expect(article(en, long.id)).toMatch(/^<article class="post" data-draft-id="[^"]+" data-decision="" data-verdict="cannot">/);
    expect(article(en, fits.id)).toMatch(/^<article class="post" data-draft-id="[^"]+" data-decision="" data-verdict="ok">/);
    expect(marks(article(en, fits.id))).toEqual([]);
    expect(section(article(en, fits.id), 'x')).toContain('<h3 data-verdict="ok">X</h3>');

    const vi = (await exportClientPreview(lib.db, { draftIds: [long.id, fits.id], zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan })).html;
    expect(top(vi)).toBe('Postroom đã kiểm tra từng bài theo yêu cầu của các kênh (độ dài nội dung và tiêu đề, ảnh): 1 / 2 bài có kênh sẽ không nhận như hiện tại (được đánh dấu bên dưới). Agency của bạn sẽ sửa trước khi đăng.');
    expect(marks(section(article(vi, long.id), 'x'))).toEqual(['caption_too_long: X sẽ không nhận nội dung này: 387 ký tự, X chỉ cho phép 280 — agency của bạn sẽ rút gọn.']);
    expect(section(article(vi, long.id), 'x')).toContain('<span class="badge"> — sẽ không nhận bài như hiện tại</span>');
  });

  it('the fitting post alone: the top says it fits, and no channel is marked', async () => {
    const { lib, dir } = tempLibrary();
    const { fits } = await longAndFitting(lib.db, dir);
    const en = (await exportClientPreview(lib.db, { draftIds: [fits.id], zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan })).html;
    expect(top(en)).toBe('Postroom checked this post against what its channels take (text and title lengths, photos): it fits.');
    expect(marks(en)).toEqual([]);
    expect(en).not.toContain('class="badge"');
    const vi = (await exportClientPreview(lib.db, { draftIds: [fits.id], zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan })).html;
    expect(top(vi)).toBe('Postroom đã kiểm tra bài này theo yêu cầu của các kênh (độ dài nội dung và tiêu đề, ảnh): bài vừa với mọi kênh.');
  });

  it('no photo, a photo that cannot be read, a photo taller than Instagram takes, a missing title: each said, and counted', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db;
    const none = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: SHORT_X });
    const gone = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram'], caption: SHORT_X, photos: [await photo(dir, 'a.jpg', 1080, 1080), await photo(dir, 'gone.jpg', 1080, 1080)] });
    unlinkSync(drafts.get(db, gone.id).photos[1]!.path!);
    const tall = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], caption: SHORT_X, photos: [await photo(dir, 'tall.jpg', 1080, 1920)] });
    const pin = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['pinterest'], caption: SHORT_X, photos: [await photo(dir, 'pin.jpg', 1000, 1500)], fields: { pinterest_board_id: 'b1' } });
    const ids = [none.id, gone.id, tall.id, pin.id];
    const en = (await exportClientPreview(db, { draftIds: ids, zone: 'Europe/Berlin', lang: 'en', member: lan })).html;
    expect(top(en)).toBe('Postroom checked each post against what its channels take (text and title lengths, photos): 3 of 4 have a channel that will not take them as shown (marked below). Your agency will fix them before they go out. 1 of 4 has a channel that may refuse it (marked below).');
    expect(marks(article(en, none.id))).toEqual(['no_photos: Instagram and X will not take a post without a photo — your agency will add one.']);
    expect(section(article(en, none.id), 'x')).toContain('<h3 data-verdict="cannot">X<span class="badge"> — will not take it as shown</span></h3>');
    expect(marks(article(en, gone.id))).toEqual(['photo_unreadable: Photo 2 could not be read: the post cannot go out until your agency replaces it.']);
    expect(marks(article(en, tall.id))).toEqual(['photo_aspect: Instagram may refuse photo 1: it is taller than Instagram takes (from 4:5 to 1.91:1) — your agency will check it.']);
    expect(section(article(en, tall.id), 'instagram')).toContain('<h3 data-verdict="may">Instagram<span class="badge"> — may refuse it</span></h3>');
    expect(section(article(en, tall.id), 'facebook')).toContain('<h3 data-verdict="ok">Facebook</h3>');
    expect(marks(article(en, pin.id))).toEqual(['missing_title: Pinterest will not take a post without a title, and this one has none — your agency will add one.']);

    const vi = (await exportClientPreview(db, { draftIds: ids, zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan })).html;
    expect(top(vi)).toBe('Postroom đã kiểm tra từng bài theo yêu cầu của các kênh (độ dài nội dung và tiêu đề, ảnh): 3 / 4 bài có kênh sẽ không nhận như hiện tại (được đánh dấu bên dưới). Agency của bạn sẽ sửa trước khi đăng. 1 / 4 bài có kênh có thể từ chối (được đánh dấu bên dưới).');
    expect(marks(article(vi, none.id))).toEqual(['no_photos: Instagram và X không nhận bài không có ảnh — agency của bạn sẽ thêm ảnh.']);
    expect(marks(article(vi, gone.id))).toEqual(['photo_unreadable: Không đọc được ảnh 2: bài chưa thể đăng cho đến khi agency của bạn thay ảnh.']);
    expect(marks(article(vi, tall.id))).toEqual(['photo_aspect: Instagram có thể từ chối ảnh 1: ảnh cao hơn tỷ lệ Instagram nhận (từ 4:5 đến 1,91:1) — agency của bạn sẽ kiểm tra lại.']);
    expect(marks(article(vi, pin.id))).toEqual(['missing_title: Pinterest không nhận bài không có tiêu đề, mà bài này chưa có — agency của bạn sẽ thêm tiêu đề.']);
  });
});
