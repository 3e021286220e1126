import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { MediaError } from './errors';

/**
 * A small JPEG preview of a local photo, orientation applied and metadata dropped,
 * for screens that cannot read the host's files (the renderer in a browser).
 */
export async function thumbnail(path: string, maxSide = 256): Promise<{ bytes: Buffer; width: number; height: number; mime: 'image/jpeg'; source: { width: number; height: number; bytes: number } }> {
  try {
    const image = sharp(path, { failOn: 'error', limitInputPixels: 100_000_000 });
    // w27client: the source's own size, orientation applied (EXIF 5 to 8 turn it a quarter), for the channels' photo rules.
    const [meta, st] = await Promise.all([image.metadata(), stat(path)]);
    const turned = (meta.orientation ?? 1) >= 5;
    const source = { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0, bytes: st.size };
    const { data, info } = await image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, mime: 'image/jpeg', source };
  } catch (err) {
    throw new MediaError('corrupt', null, `cannot preview ${path}: ${err instanceof Error ? err.message : String(err)}`, undefined, err);
  }
}
