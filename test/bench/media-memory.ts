/**
 * Child process of the media benchmark (not a bench itself): fits the photos named on the command
 * line with the app's defaults and prints, as its last line, its peak resident memory, measured
 * in a process of its own so nothing else inflates it: the kernel's high-water mark of this
 * process image (VmHWM in /proc/self/status, Linux). Not getrusage's maxrss: Linux carries that
 * across exec from the forked copy of the parent, so a child of a bench holding 1 GiB reported
 * ≥ 1 GiB whatever it did (a child printing only its maxrss: 1,213 MiB under a 1,279-MiB parent,
 * VmHWM 40 MiB). maxrss is the fallback where /proc is missing.
 */
import { readFileSync } from 'node:fs';
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
// getrusage maxrss is printed beside it, for comparison (it includes the parent's RSS at the fork).
console.log(JSON.stringify({ peakRssBytes: highWaterMark() ?? process.resourceUsage().maxRSS * 1024, maxRssBytes: process.resourceUsage().maxRSS * 1024, baselineRssBytes, ms, bodyBytes: body.size, work: r.work }));

function highWaterMark(): number | null {
  try {
    const kb = /^VmHWM:\s*(\d+)\s*kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
