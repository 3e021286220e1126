/**
 * The campaign benchmarks' sheet: `count` rows of a month-planner's CSV (Vietnamese and English
 * captions, two brands by the names the app shows, one to three channels each, https photos),
 * every `badEvery`-th row naming a channel that does not exist (0: none). Seeded, so every run
 * imports the same posts. Shared by campaign.bench.ts and campaign-ui.bench.ts.
 */
import { stringify } from 'csv-stringify/sync';
import { mulberry32 } from '../../src-main/sandbox';

const BODIES = ['cà phê sữa đá pha phin chuẩn vị Sài Gòn', 'portraits in the Tiergarten this spring', 'bộ sưu tập áo dài mùa xuân', 'fresh sourdough every morning at 7am', 'nhạc sống trên sân thượng tối thứ Sáu', 'book your wedding shoot for 2027'];
const CHANNELS = [['instagram'], ['instagram', 'threads'], ['x', 'bluesky', 'mastodon'], ['facebook'], ['threads']];

export function campaignCsv(count: number, opts: { seed?: number; badEvery?: number } = {}): string {
  const rnd = mulberry32(opts.seed ?? 23);
  const badEvery = opts.badEvery ?? 100;
  const rows: string[][] = [['profile_id', 'platforms', 'caption', 'photos', 'tags']];
  for (let i = 0; i < count; i++) {
    const brand = i % 2 === 0 ? 'Studio Lumen' : 'Cà Phê Sữa Đá';
    const bad = badEvery > 0 && i % badEvery === badEvery - 1;
    rows.push([
      brand, bad ? 'myspace' : (CHANNELS[Math.floor(rnd() * CHANNELS.length)] ?? ['x']).join('|'),
      `${BODIES[i % BODIES.length]} #${i} ${rnd().toString(36).slice(2, 8)}`, `https://images.example.com/${i}.jpg`, 'spring|bench',
    ]);
  }
  return stringify(rows);
}
