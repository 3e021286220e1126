import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { dataPaths } from '../../common';
import { CliError, usageError, type Command } from '../command';
import { sizeWords } from '../../../src-shared/size-words';

/** Sizes in the one byte-size rule of the app (src-shared/size-words.ts). */
const kb = (n: number) => sizeWords(n, 'en');

/** `media fit FILE… [--budget BYTES] [--out DIR]`: fits photos under a body budget and reports sizes. */
export const mediaFitCommand: Command = {
  name: 'media fit',
  area: 'media',
  summary: 'fit photos under the request-body budget; report input/output sizes, dimensions, quality and the body size',
  args: 'FILE…',
  argCompletes: ['file'],
  options: {
    budget: { type: 'string', value: 'BYTES', help: 'the request-body budget (default: the Hub limit less 1 %)', accepts: { kind: 'whole', min: 1, unit: 'bytes' } },
    out: { type: 'string', value: 'DIR', help: 'write the fitted photos into DIR', completes: 'dir', accepts: { kind: 'dir' } },
    caption: { type: 'string', value: 'TEXT', help: 'a caption counted in the body, as a post would send it' },
    platforms: { type: 'string', value: 'a,b', help: 'the channels counted in the body (default instagram)' },
    'no-cache': { type: 'boolean', help: 'fit again instead of reading the media cache' },
  },
  example: 'media fit beach.jpg city.png --out fitted/',
  async run(ctx, { positionals, values }) {
    if (positionals.length === 0) throw usageError(this, 'give one or more photo files (or https:// URLs)');
    const { defaultBudget, fitPhotos, MediaCache } = await import('../../media');
    let budgetBytes = defaultBudget();
    if (values.budget !== undefined) {
      const n = Number(values.budget);
      if (!Number.isInteger(n) || n <= 0) throw new CliError('usage', `--budget must be a whole number of bytes, not "${String(values.budget)}"`);
      budgetBytes = n;
    }
    const platforms = typeof values.platforms === 'string' ? values.platforms.split(',').map((s) => s.trim()).filter(Boolean) : ['instagram'];
    const fields = { profile_id: 'cli', platforms, ...(typeof values.caption === 'string' ? { caption: values.caption } : {}) };
    const cache = values['no-cache'] === true ? undefined : new MediaCache(dataPaths(ctx.dataDir).mediaCache);
    const inputs = positionals.map((p, i) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(p) ? { id: p, url: p } : { id: positionals.indexOf(p) === i ? p : `${p}#${i + 1}`, path: resolve(p) }));
    const r = await fitPhotos(inputs, {
      fields, budgetBytes, cache, signal: ctx.signal,
      onProgress: (p) => { if (!ctx.json) ctx.info(`  ${p.done}/${p.total} ${p.id}`); },
    });
    const outDir = typeof values.out === 'string' ? resolve(values.out) : null;
    if (outDir) mkdirSync(outDir, { recursive: true });
    for (const p of r.photos) {
      let written: string | null = null;
      if (outDir) {
        written = join(outDir, `${basename(p.id, extname(p.id))}.${p.contentType === 'image/webp' ? 'webp' : 'jpg'}`);
        writeFileSync(written, p.bytes);
      }
      ctx.emit(
        { kind: 'photo', file: p.id, input: { bytes: p.sourceBytes, width: p.sourceWidth, height: p.sourceHeight }, output: { bytes: p.bytes.byteLength, width: p.width, height: p.height, quality: p.quality, passed: p.passed, contentType: p.contentType, sha256: p.sha256, file: written } },
        `${p.id}: ${kb(p.sourceBytes)} ${p.sourceWidth}×${p.sourceHeight} → ${kb(p.bytes.byteLength)} ${p.width}×${p.height} ${p.passed ? 'passed (metadata stripped losslessly)' : `q${p.quality}`}${written ? ` → ${written}` : ''}`,
      );
    }
    for (const url of r.photoUrls) ctx.emit({ kind: 'url', url }, `${url}: sent as a photo URL (not counted)`);
    for (const e of r.errors) ctx.emit({ kind: 'error', file: e.photoId, code: e.code, message: e.message }, `${e.photoId ?? 'post'}: ${e.code}: ${e.message}`);
    ctx.emit(
      { kind: 'total', bodyBytes: r.bodyBytes, budgetBytes: r.budgetBytes, photos: r.photos.length, urls: r.photoUrls.length, errors: r.errors.length, work: r.work },
      `body ${r.bodyBytes.toLocaleString('en')} bytes of ${r.budgetBytes.toLocaleString('en')} budget (${r.photos.length} photo${r.photos.length === 1 ? '' : 's'}, framing and fields included)`,
    );
    return r.errors.length > 0 ? 1 : 0;
  },
};

/** `media cache prune|clear`: the media cache in the data dir. */
export const mediaCacheCommand: Command = {
  name: 'media cache',
  area: 'media',
  summary: 'show, prune (to its bound) or clear the media cache',
  args: '[prune|clear]',
  argCompletes: [{ words: ['prune', 'clear'] }],
  example: 'media cache prune',
  async run(ctx, { positionals }) {
    const { MediaCache } = await import('../../media');
    const cache = new MediaCache(dataPaths(ctx.dataDir).mediaCache);
    const action = positionals[0] ?? 'show';
    if (action === 'prune') await cache.prune();
    else if (action === 'clear') await cache.clear();
    else if (action !== 'show') throw usageError(this, `unknown action "${action}"`);
    const s = await cache.stats();
    ctx.emit({ dir: cache.dir, ...s, maxBytes: cache.maxBytes }, `${cache.dir}: ${s.files} files, ${s.bytes.toLocaleString('en')} bytes (bound ${cache.maxBytes.toLocaleString('en')})`);
    return 0;
  },
};

export const MEDIA_COMMANDS: readonly Command[] = [mediaFitCommand, mediaCacheCommand];
