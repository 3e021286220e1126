import sharp from 'sharp';
import { MediaError } from './errors';

/**
 * A small JPEG preview of a local photo, orientation applied and metadata dropped,
 * for screens that cannot read the host's files (the renderer in a browser).
 */
export async function thumbnail(path: string, maxSide = 256): Promise<{ bytes: Buffer; width: number; height: number; mime: 'image/jpeg' }> {
  try {
    const { data, info } = await sharp(path, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, mime: 'image/jpeg' };
  } catch (err) {
    throw new MediaError('corrupt', null, `cannot preview ${path}: ${err instanceof Error ? err.message : String(err)}`, undefined, err);
  }
}
