/**
 * Library benchmark: `npm run bench -- library [count=100000]`.
 *
 * 1. Generates `count` realistic drafts (captions in English and Vietnamese,
 *    hashtags, titles, tags, notes; https photo URLs and eight shared local
 *    photos) as a CSV file, and imports it with the real importer (parse,
 *    validate every row, one transaction) into a fresh library.sqlite on disk.
 *    The local photos are whole images as a person's folder holds them (phone
 *    JPEGs 4032×3024 and 3024×4032, a PNG screenshot, a WebP saved from the web),
 *    made by test/media/fixtures/synth.ts: the importer reads and checks each
 *    (signature, header, cut-short data) as it would the real ones.
 * 2. Times the first list page (50 drafts, newest first): cold (first call on the
 *    connection) and p50 over 50 calls.
 * 3. Times 100 full-text searches (words, two-word phrases, as-you-type prefixes,
 *    Vietnamese typed without accents, with and without a channel filter): p50, p95, max.
 * Targets on the 2-core dev machine: import ≤ 10 s, first page ≤ 10 ms, search p95 ≤ 20 ms.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { ManualClock } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { mulberry32 } from '../../src-main/sandbox';
import { synthPhoto, type SynthFormat } from '../media/fixtures/synth';

/** The sandbox's seeded PRNG (mulberry32): the same seed replays the same run. */
const rng = mulberry32;

const EN_OPEN = ['Big news!', 'Weekend vibes.', 'New in store:', 'Behind the scenes:', 'Customer favourite:', 'Just landed:', 'Last chance!', 'Sneak peek:', 'Thank you all!', 'Fresh from the kitchen:'];
const EN_BODY = [
  'our autumn collection is finally here', 'handmade ceramic mugs in five colours', 'the summer sale ends at midnight', 'meet the team behind every order',
  'cold brew coffee with oat milk', 'limited edition sneakers restocked', 'free shipping on orders over $50', 'our new studio opens downtown',
  'a quick tutorial on styling linen shirts', 'fresh sourdough every morning at 7am', 'vintage cameras tested and ready', 'sustainable packaging from today',
  'live music on the terrace this Friday', 'book your table for the holiday season', 'the best hiking trails near the city',
];
const EN_CLOSE = ['Link in bio.', 'Tag a friend who needs this.', 'See you there!', 'Shop now before it is gone.', 'Which one is your favourite?', 'Reply with your questions.', ''];
const VI_OPEN = ['Tin vui!', 'Cuối tuần rồi!', 'Hàng mới về:', 'Hậu trường:', 'Món được yêu thích nhất:', 'Vừa cập bến:', 'Cơ hội cuối!', 'Sắp ra mắt:', 'Cảm ơn mọi người!'];
const VI_BODY = [
  'cà phê sữa đá pha phin chuẩn vị Sài Gòn', 'bộ sưu tập áo dài mùa thu đã có mặt', 'giảm giá 50% toàn bộ cửa hàng đến nửa đêm', 'bánh mì nóng giòn mỗi sáng lúc 7 giờ',
  'phở bò Hà Nội nấu từ xương hầm 12 tiếng', 'gốm sứ Bát Tràng làm thủ công', 'miễn phí giao hàng cho đơn từ 500k', 'khai trương chi nhánh mới ở Đà Nẵng',
  'trà sữa trân châu đường đen', 'tour du lịch Hạ Long ba ngày hai đêm', 'nhạc sống trên sân thượng tối thứ Sáu', 'đặt bàn sớm cho mùa lễ hội',
];
const VI_CLOSE = ['Link ở bio nhé.', 'Tag ngay người bạn cần điều này.', 'Hẹn gặp mọi người!', 'Nhanh tay kẻo hết!', 'Bạn thích món nào nhất?', 'Inbox để được tư vấn.', ''];
const HASHTAGS = ['#sale', '#coffee', '#handmade', '#saigon', '#hanoi', '#vietnam', '#foodie', '#ootd', '#travel', '#weekend', '#newarrivals', '#caphe', '#amthuc', '#dulich'];
const TAGS = ['launch', 'promo', 'evergreen', 'q4', 'holiday', 'food', 'fashion', 'travel', 'khuyen-mai', 'cua-hang', 'ig-only', 'review'];
const CHANNELS = [['instagram'], ['instagram', 'facebook'], ['facebook', 'threads'], ['x', 'bluesky', 'mastodon'], ['linkedin'], ['tiktok', 'instagram'], ['telegram', 'discord'], ['threads']];

/** A person's photo folder: phone shots (landscape and portrait), a screenshot, a picture saved from the web. */
const PHOTOS: ReadonlyArray<{ name: string; width: number; height: number; format: SynthFormat }> = [
  { name: 'IMG_0412.jpg', width: 4032, height: 3024, format: 'jpeg' },
  { name: 'IMG_0413.jpg', width: 4032, height: 3024, format: 'jpeg' },
  { name: 'IMG_0420.jpg', width: 3024, height: 4032, format: 'jpeg' },
  { name: 'IMG_0431.jpg', width: 4032, height: 3024, format: 'jpeg' },
  { name: 'IMG_0457.jpg', width: 3024, height: 4032, format: 'jpeg' },
  { name: 'IMG_0460.jpg', width: 4032, height: 3024, format: 'jpeg' },
  { name: 'Screenshot 2026-11-20.png', width: 1170, height: 2532, format: 'png' },
  { name: 'menu-banner.webp', width: 1600, height: 1200, format: 'webp' },
];

/** Writes the photos into `dir` (whole, decodable images); their names and total bytes. */
async function writePhotos(dir: string): Promise<{ names: string[]; bytes: number }> {
  let bytes = 0;
  for (const [i, p] of PHOTOS.entries()) {
    const data = await synthPhoto(p.width, p.height, 20261122 + i, p.format);
    writeFileSync(join(dir, p.name), data);
    bytes += data.length;
  }
  return { names: PHOTOS.map((p) => p.name), bytes };
}

function generate(count: number, dir: string, photoFiles: readonly string[]): string {
  const r = rng(20261122);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const rows: string[][] = [['profile_id', 'platforms', 'caption', 'title', 'photos', 'scheduled_at', 'timezone', 'first_comment', 'tags', 'notes']];
  for (let i = 0; i < count; i++) {
    const vi = r() < 0.5;
    const caption = [vi ? pick(VI_OPEN) : pick(EN_OPEN), vi ? pick(VI_BODY) : pick(EN_BODY), vi ? pick(VI_CLOSE) : pick(EN_CLOSE), pick(HASHTAGS), r() < 0.5 ? pick(HASHTAGS) : '', `#${i}`]
      .filter(Boolean).join(' ');
    const platforms = pick(CHANNELS);
    const photos = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, k) => (r() < 0.8 ? `https://cdn.example.com/p/${i}-${k}.jpg` : pick(photoFiles)));
    const scheduled = r() < 0.3 ? `2027-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}T0${Math.floor(r() * 9)}:30:00` : '';
    rows.push([
      `prof_${1 + Math.floor(r() * 5)}`,
      platforms.join('|'),
      caption,
      r() < 0.2 ? (vi ? 'Ưu đãi tháng này' : 'This month\'s offer') : '',
      photos.join('|'),
      scheduled,
      scheduled ? pick(['Asia/Ho_Chi_Minh', 'Europe/London', 'America/New_York']) : '',
      platforms.includes('facebook') && r() < 0.3 ? (vi ? 'Xem thêm ở link nhé' : 'More at the link') : '',
      Array.from({ length: Math.floor(r() * 3) }, () => pick(TAGS)).filter((t, k, a) => a.indexOf(t) === k).join('|'),
      r() < 0.1 ? (vi ? 'nhớ hỏi lại chị Lan về giá' : 'check the price with Sam') : '',
    ]);
  }
  const file = join(dir, 'drafts.csv');
  writeFileSync(file, stringify(rows));
  return file;
}

const QUERIES = [
  'coffee', 'cà phê', 'ca phe', 'cafe', 'sale', 'summer sale', 'giam gia', 'giảm giá', 'pho', 'phở bò', 'pho bo ha noi', 'banh mi', 'bánh', 'sneakers', 'ceramic',
  'hand', 'handm', 'autumn coll', 'ao dai', 'áo dài', 'da nang', 'Đà Nẵng', 'ha long', 'tra sua', 'trà', 'music', 'nhac song', 'terrace', 'book your', 'dat ban',
  'free shipping', 'mien phi', 'link in bio', 'link o bio', 'tag a friend', 'tag ngay', 'studio', 'team', 'linen', 'sourdough', 'vintage', 'cameras',
  'sustainable', 'packaging', 'hiking', 'trails', 'khai truong', 'chi nhanh', 'gom su', 'bat trang', 'xuong ham', 'saigon', '#saigon', 'vietnam', 'foodie', 'ootd',
  'travel', 'dulich', 'amthuc', 'newarr', 'launch', 'promo', 'evergreen', 'holiday', 'khuyen', 'cua hang', 'review', 'offer', 'uu dai', 'ưu đãi', 'price', 'gia',
  'sam', 'lan', 'weekend vibes', 'cuoi tuan', 'big news', 'tin vui', 'sneak peek', 'sap ra mat', 'thank you', 'cam on', 'kitchen', 'last chance', 'co hoi cuoi',
  'favourite', 'yeu thich', 'restocked', 'limited', 'oat milk', 'cold brew', 'tutorial', 'styling', 'city', 'season', 'midnight', 'nua dem', 'đường đen', 'x',
  '#777',
];

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const round = (x: number): number => Math.round(x * 100) / 100;

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args.find((a) => a.startsWith('count='))?.slice(6) ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'postroom-bench-lib-'));
  try {
    let t = process.hrtime.bigint();
    const photos = await writePhotos(dir);
    const photosGenerateMs = ms(t);
    t = process.hrtime.bigint();
    const csv = generate(count, dir, photos.names);
    const generateMs = ms(t);
    const lib = openLibrary(join(dir, 'library.sqlite'), { clock: new ManualClock(Date.parse('2026-11-22T00:00:00Z')) });
    const load = loadavg()[0] ?? 0;
    t = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    const report = await lib.transfer.importFile(lib.db, csv);
    const importMs = ms(t);
    const cpu = process.cpuUsage(cpu0);
    if (report.imported !== count) throw new Error(`imported ${report.imported} of ${count}: ${JSON.stringify(report.problems.slice(0, 3))}`);
    lib.close();

    // Fresh connection, as the app after a restart: the first page is the cold one.
    const lib2 = openLibrary(join(dir, 'library.sqlite'));
    t = process.hrtime.bigint();
    const first = lib2.drafts.list(lib2.db, { limit: 50 });
    const firstPageColdMs = ms(t);
    const warm: number[] = [];
    for (let i = 0; i < 50; i++) {
      t = process.hrtime.bigint();
      lib2.drafts.list(lib2.db, { limit: 50 });
      warm.push(ms(t));
    }
    t = process.hrtime.bigint();
    lib2.drafts.list(lib2.db, { limit: 50, cursor: first.nextCursor ?? undefined });
    const secondPageMs = ms(t);

    const times: number[] = [];
    const hits: number[] = [];
    QUERIES.slice(0, 100).forEach((text, i) => {
      t = process.hrtime.bigint();
      const page = lib2.drafts.search(lib2.db, { text, limit: 50, ...(i % 4 === 3 ? { platform: 'instagram' } : {}) });
      times.push(ms(t));
      hits.push(page.items.length);
    });
    const fileMB = round(statSync(join(dir, 'library.sqlite')).size / 1e6);
    lib2.close();
    return {
      drafts: count,
      csvGenerateMs: Math.round(generateMs),
      localPhotos: photos.names.length,
      localPhotosMB: round(photos.bytes / 1e6),
      photosGenerateMs: Math.round(photosGenerateMs),
      importMs: Math.round(importMs),
      importPerSecond: Math.round(count / (importMs / 1000)),
      // CPU time of this process during the import: the wall time above also counts waiting for
      // the 2 cores other processes share (load average below).
      importCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      loadAverage1mAtImport: Math.round(load * 100) / 100,
      firstPageColdMs: round(firstPageColdMs),
      firstPageWarmP50Ms: round(pct(warm, 50)),
      secondPageMs: round(secondPageMs),
      searchQueries: times.length,
      searchP50Ms: round(pct(times, 50)),
      searchP95Ms: round(pct(times, 95)),
      searchMaxMs: round(Math.max(...times)),
      searchEmptyResults: hits.filter((h) => h === 0).length,
      libraryFileMB: fileMB,
      targets: { importMs: 10_000, firstPageMs: 10, searchP95Ms: 20 },
      met: { import: importMs <= 10_000, firstPage: firstPageColdMs <= 10, searchP95: pct(times, 95) <= 20 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
