/** Types of scripts/fetch-real-photos.mjs (imported by test/bench/media.bench.ts). */
export declare const REAL_PHOTOS: readonly { pkg: string; path: string }[];
export declare function realPhotoDir(): string;
export declare function fetchRealPhotos(opts?: { log?: (line: string) => void }): { ok: true; dir: string; files: string[] } | { ok: false; reason: string };
