/**
 * Media benchmark: `npm run bench -- media [photos=10] [runs=3] [jpeg|png]`.
 *
 * A post of `photos` large photos (4000×3000 camera-like JPEGs, q92 — or PNGs, to time the
 * probe-decode path that non-JPEG sources take — generated
 * deterministically by test/media/fixtures/synth.ts into a temp dir: no real photos can be
 * downloaded here and no installed package ships any) is fitted under the default budget
 * (4,500,000-byte cap minus 1%, multipart framing and fields included), three ways, each with
 * 2 photos at once (the app's default concurrency):
 *   ours    fitPhotos (probe → ladder allocation → calibrated single encode → corrections)
 *   single  one plain sharp decode→resize→encode per photo at the size and quality ours chose
 *           (the floor: what the same output costs with no fitting at all)
 *   loop    the common quality-stepping loop: resize to 2048 px, encode at 90, 80, 70… until
 *           the photo fits an equal share of the budget (a full sharp pass per step)
 * Each method runs `runs` times interleaved; reported: every run, the median, the best run of
 * each (least disturbed on a shared machine; targets are judged on it) and per-run ratios. Similarity:
 * SSIM (ssim.js, 'weber', no downsampling) of each output against the source at the source's
 * size, 4000×3000 (outputs scaled back up with lanczos3, so lost resolution costs similarity too).
 * Targets: ours ≤ 1.3× single, loop ≥ 3× ours, ours' mean SSIM ≥ the loop's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { buildPublishBody } from '../../src-main/hub';
import { defaultBudget, fitPhotos, type FitResult } from '../../src-main/media';
import { synthPhoto } from '../media/fixtures/synth';

const FIELDS = { profile_id: 'bench', platforms: ['instagram', 'facebook', 'x'], caption: 'Ten photos from the harbour at dusk. #postroom' };

async function mapLimit<T, R>(items: readonly T[], n: number, fn: (t: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  }));
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function evalPixels(bytes: Uint8Array | string, w: number, h: number) {
  const { data, info } = await sharp(bytes).rotate().resize(w, h, { fit: 'fill', kernel: 'lanczos3' }).removeAlpha().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

export default async function mediaBench(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args[0] ?? 10);
  const runs = Number(args[1] ?? 3);
  const format = args[2] === 'png' ? 'png' : 'jpeg';
  const dir = mkdtempSync(join(tmpdir(), 'postroom-media-bench-'));
  try {
    const t0 = performance.now();
    const files: string[] = [];
    for (let i = 0; i < count; i++) {
      const file = join(dir, `photo-${i + 1}.${format === 'png' ? 'png' : 'jpg'}`);
      writeFileSync(file, await synthPhoto(4000, 3000, 1000 + i, format));
      files.push(file);
    }
    const generateMs = performance.now() - t0;
    const sourceBytes = files.map((f) => readFileSync(f).byteLength);
    const budget = defaultBudget();
    const inputs = files.map((f, i) => ({ id: `photo-${i + 1}`, path: f }));

    let ours: FitResult | null = null;
    const runOurs = async () => {
      ours = await fitPhotos(inputs, { fields: FIELDS, concurrency: 2 });
      return ours;
    };
    const runSingle = async () => {
      const r = ours as FitResult | null;
      if (!r) throw new Error('ours first');
      return mapLimit(r.photos, 2, (p, i) =>
        sharp(files[i] as string).rotate().resize(p.width, p.height, { fit: 'fill', kernel: 'lanczos3' })
          .jpeg({ quality: p.quality || 85, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer());
    };
    // The loop's equal share: the budget minus the exact framing of this body, split evenly.
    const framing = buildPublishBody({ fields: FIELDS, photos: files.map((_, i) => ({ filename: `photo-${String(i + 1).padStart(2, '0')}.jpg`, contentType: 'image/jpeg', bytes: new Uint8Array(0) })) }).size;
    const share = Math.floor((budget - framing) / count);
    let loopSteps: number[] = [];
    let loopQualities: number[] = [];
    const runLoop = async () => {
      const steps: number[] = [];
      const qualities: number[] = [];
      const out = await mapLimit(files, 2, async (f, i) => {
        let q = 90;
        let n = 0;
        for (;;) {
          n++;
          const b = await sharp(f).rotate().resize(2048, 2048, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: q, mozjpeg: true }).toBuffer();
          if (b.byteLength <= share || q <= 10) {
            steps[i] = n;
            qualities[i] = q;
            return b;
          }
          q -= 10;
        }
      });
      loopSteps = steps;
      loopQualities = qualities;
      return out;
    };

    const times = { ours: [] as number[], single: [] as number[], loop: [] as number[] };
    let singleOut: Buffer[] = [];
    let loopOut: Buffer[] = [];
    for (let r = 0; r < runs; r++) {
      let t = performance.now();
      await runOurs();
      times.ours.push(performance.now() - t);
      t = performance.now();
      singleOut = await runSingle();
      times.single.push(performance.now() - t);
      t = performance.now();
      loopOut = await runLoop();
      times.loop.push(performance.now() - t);
    }
    const r = ours as unknown as FitResult;
    const body = buildPublishBody({ fields: FIELDS, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });
    const loopBody = buildPublishBody({ fields: FIELDS, photos: loopOut.map((b, i) => ({ filename: `photo-${String(i + 1).padStart(2, '0')}.jpg`, contentType: 'image/jpeg', bytes: b })) });

    // Similarity against the source at the source's own size (outputs scaled back up with
    // lanczos3, all by about 2×, so resolution lost costs similarity as much as quantisation).
    const [W, H] = [4000, 3000];
    const sim = { ours: [] as number[], single: [] as number[], loop: [] as number[] };
    const score = async (ref: Awaited<ReturnType<typeof evalPixels>>, bytes: Uint8Array) => ssim(ref, await evalPixels(bytes, W, H), { ssim: 'weber', downsample: false }).mssim;
    let singleIdentical = 0;
    for (let i = 0; i < count; i++) {
      const ref = await evalPixels(files[i] as string, W, H);
      sim.ours.push(await score(ref, r.photos[i]!.bytes));
      // The single pass writes the same size and quality; when its bytes are identical, so is its score.
      if (Buffer.from(r.photos[i]!.bytes).equals(singleOut[i]!)) {
        singleIdentical++;
        sim.single.push(sim.ours[i]!);
      } else sim.single.push(await score(ref, singleOut[i]!));
      sim.loop.push(await score(ref, loopOut[i]!));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const med = { ours: median(times.ours), single: median(times.single), loop: median(times.loop) };
    // The machine is shared: the fastest run of each method is the one least disturbed, and the
    // ratio within each run (methods run back to back) cancels slow phases of the machine.
    const best = { ours: Math.min(...times.ours), single: Math.min(...times.single), loop: Math.min(...times.loop) };
    const perRun = times.ours.map((t, i) => ({ oursOverSingle: +(t / (times.single[i] as number)).toFixed(3), loopOverOurs: +((times.loop[i] as number) / t).toFixed(3) }));
    const figures = {
      photos: count,
      source: { width: 4000, height: 3000, format: `${format === 'png' ? 'PNG' : 'JPEG q92'} (synthetic, test/media/fixtures/synth.ts)`, totalBytes: sourceBytes.reduce((a, b) => a + b, 0), generateMs: Math.round(generateMs) },
      budgetBytes: budget,
      ours: {
        medianMs: Math.round(med.ours), runsMs: times.ours.map(Math.round), bodyBytes: body.size, bodyUnderBudget: body.size <= budget, budgetUse: +(body.size / budget).toFixed(4),
        work: r.work, outputs: r.photos.map((p) => ({ w: p.width, h: p.height, q: p.quality, bytes: p.bytes.byteLength })),
        meanSsim: +mean(sim.ours).toFixed(5), minSsim: +Math.min(...sim.ours).toFixed(5),
      },
      single: { medianMs: Math.round(med.single), runsMs: times.single.map(Math.round), meanSsim: +mean(sim.single).toFixed(5), outputsIdenticalToOurs: singleIdentical },
      loop: {
        medianMs: Math.round(med.loop), runsMs: times.loop.map(Math.round), share, steps: loopSteps, qualities: loopQualities,
        bodyBytes: loopBody.size, bodyUnderBudget: loopBody.size <= budget, meanSsim: +mean(sim.loop).toFixed(5), minSsim: +Math.min(...sim.loop).toFixed(5),
      },
      ratios: {
        bestRuns: { oursOverSingle: +(best.ours / best.single).toFixed(3), loopOverOurs: +(best.loop / best.ours).toFixed(3) },
        medians: { oursOverSingle: +(med.ours / med.single).toFixed(3), loopOverOurs: +(med.loop / med.ours).toFixed(3) },
        perRun,
      },
      targets: {
        'ours ≤ 1.3× single (best runs)': best.ours <= 1.3 * best.single,
        'loop ≥ 3× ours (best runs)': best.loop >= 3 * best.ours,
        'ours SSIM ≥ loop SSIM': mean(sim.ours) >= mean(sim.loop),
        'body ≤ budget': body.size <= budget,
      },
    };
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
