/** One fitted photo, as fitPhotos returns it. */
import { createHash } from 'node:crypto';
import type { Loaded } from './load';

export interface FittedPhoto {
  id: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** sha256 of `bytes`, hex. */
  sha256: string;
  width: number;
  height: number;
  /** Encoder quality used; 0 when the photo passed untouched (metadata stripped losslessly). */
  quality: number;
  sourceBytes: number;
  sourceWidth: number;
  sourceHeight: number;
  /** sha256 of the source bytes, hex. */
  sourceSha256: string;
  passed: boolean;
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

export function fitted(l: Loaded, name: { filename: string; contentType: string }, bytes: Uint8Array, e: { width: number; height: number; quality: number; passed: boolean }): FittedPhoto {
  return {
    id: l.input.id, filename: name.filename, contentType: name.contentType, bytes, sha256: sha256(bytes),
    width: e.width, height: e.height, quality: e.quality, passed: e.passed,
    sourceBytes: l.sourceBytes, sourceWidth: l.info.width, sourceHeight: l.info.height, sourceSha256: l.sha256,
  };
}
