// `node scripts/fetch-real-photos.mjs [--quiet]`: real photos for the media benchmark, taken
// from two Debian packages with apt (no other download): `ukui-wallpapers` (JPEG and PNG
// wallpapers, 3640-3840 x 2400) and `gnome-backgrounds` (WebP, 4096 x 4096). The packages are
// fetched with `apt-get download` into a temporary directory, unpacked with `dpkg-deb -x`, and
// the ten photos below are copied into a cache OUTSIDE the repository:
//   $POSTROOM_BENCH_PHOTOS, else $XDG_CACHE_HOME/postroom-bench-photos, else ~/.cache/postroom-bench-photos
// A second run finds them there and downloads nothing. Prints the directory on its last line;
// exits 3 with one line saying why where apt (or the packages) is unavailable: the benchmark
// then runs its synthetic set only. Exported as a function for the benchmark too.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Four JPEG and three PNG from ukui-wallpapers, three WebP from gnome-backgrounds: 10 photos, ≈ 40 MB. */
export const REAL_PHOTOS = Object.freeze([
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/2004default.jpg' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/firstgeneration.jpg' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/rhythm.jpg' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/string.jpg' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/focal-ubuntukylin.png' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/fluent-color.png' },
  { pkg: 'ukui-wallpapers', path: 'usr/share/backgrounds/goldfish.png' },
  { pkg: 'gnome-backgrounds', path: 'usr/share/backgrounds/gnome/adwaita-l.webp' },
  { pkg: 'gnome-backgrounds', path: 'usr/share/backgrounds/gnome/pixels-l.webp' },
  { pkg: 'gnome-backgrounds', path: 'usr/share/backgrounds/gnome/licorice-l.webp' },
]);

export function realPhotoDir() {
  if (process.env.POSTROOM_BENCH_PHOTOS) return process.env.POSTROOM_BENCH_PHOTOS;
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'postroom-bench-photos');
}

const baseName = (p) => p.slice(p.lastIndexOf('/') + 1);

/**
 * The cached real photos' paths (downloading them first when missing), or
 * `{ ok: false, reason }` when they cannot be had here. Never throws.
 */
export function fetchRealPhotos({ log = (line) => console.error(line) } = {}) {
  const dir = realPhotoDir();
  const want = REAL_PHOTOS.map((p) => ({ ...p, file: join(dir, baseName(p.path)) }));
  const have = () => want.every((p) => existsSync(p.file) && statSync(p.file).size > 0);
  if (have()) return { ok: true, dir, files: want.map((p) => p.file) };
  const which = spawnSync('sh', ['-c', 'command -v apt-get && command -v dpkg-deb'], { encoding: 'utf8' });
  if (which.status !== 0) return { ok: false, reason: 'apt-get or dpkg-deb is not available on this machine' };
  const work = mkdtempSync(join(tmpdir(), 'postroom-real-photos-'));
  try {
    const pkgs = [...new Set(REAL_PHOTOS.map((p) => p.pkg))];
    log(`fetch-real-photos: apt-get download ${pkgs.join(' ')} (into ${work}, then ${dir})`);
    const dl = spawnSync('apt-get', ['download', ...pkgs], { cwd: work, encoding: 'utf8' });
    if (dl.status !== 0) {
      const why = (dl.stderr || dl.stdout || '').trim().split('\n').filter((l) => !l.startsWith('W:')).pop() ?? `exit ${dl.status}`;
      return { ok: false, reason: `apt-get download ${pkgs.join(' ')} failed (${why}); run \`apt-get update\` first if the package lists are missing` };
    }
    const x = join(work, 'x');
    mkdirSync(x);
    for (const deb of readdirSync(work).filter((f) => f.endsWith('.deb'))) {
      const r = spawnSync('dpkg-deb', ['-x', join(work, deb), x], { encoding: 'utf8' });
      if (r.status !== 0) return { ok: false, reason: `dpkg-deb -x ${deb} failed: ${(r.stderr || '').trim()}` };
    }
    mkdirSync(dir, { recursive: true });
    for (const p of want) {
      const src = join(x, p.path);
      if (!existsSync(src)) return { ok: false, reason: `${p.pkg} no longer ships ${p.path}` };
      copyFileSync(src, p.file);
    }
    writeFileSync(join(dir, 'SOURCE.txt'), `Copied by scripts/fetch-real-photos.mjs from the Debian packages ${pkgs.join(', ')} on ${new Date().toISOString()}.\n`);
    return have() ? { ok: true, dir, files: want.map((p) => p.file) } : { ok: false, reason: `photos missing in ${dir} after copying` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = fetchRealPhotos();
  if (!r.ok) {
    console.error(`fetch-real-photos: no real photos here: ${r.reason}`);
    process.exit(3);
  }
  if (!process.argv.includes('--quiet')) for (const f of r.files) console.log(`${f} ${statSync(f).size}`);
  console.log(r.dir);
}
