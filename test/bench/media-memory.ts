/**
 * Child process of the media benchmark (not a bench itself): fits the photos named on the command
 * line with the app's defaults and prints, as its last line, its peak resident memory
 * (getrusage maxrss), measured in a process of its own so nothing else inflates it.
 */
import { buildPublishBody } from '../../src-main/hub';
import { fitPhotos } from '../../src-main/media';

const files = process.argv.slice(2);
const baselineRssBytes = process.memoryUsage().rss;
const t = performance.now();
const r = await fitPhotos(files.map((path, i) => ({ id: `p${i + 1}`, path })), { fields: { profile_id: 'bench', platforms: ['facebook'] }, concurrency: 2 });
const ms = Math.round(performance.now() - t);
if (r.errors.length > 0) {
  console.error(r.errors.map((e) => e.message).join('\n'));
  process.exit(1);
}
const body = buildPublishBody({ fields: { profile_id: 'bench', platforms: ['facebook'] }, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });
console.log(JSON.stringify({ peakRssBytes: process.resourceUsage().maxRSS * 1024, baselineRssBytes, ms, bodyBytes: body.size, work: r.work }));
