// The CLI and the web host run from built JavaScript, as the Electron main process does:
// `buildCli()` bundles src-main/cli/bin.ts and src-main/web/bin.ts into out/cli/ with esbuild
// (ESM, Node 20). The core areas a command needs are split into chunks of their own and imported
// when that command runs, so `postroom --help` loads none of them. The packages written in
// JavaScript (undici, zod, luxon, csv-*, busboy) are bundled in too: a start then reads a few
// files instead of a few hundred (`status` spends about 15 % less CPU than with them external);
// the native ones load from node_modules, as in the main process.
//
// Every chunk sits beside the entries in out/cli/, two folders below the repository root like
// out/main/index.js: code that finds package.json or out/renderer from import.meta.url
// (common/version.ts, web/launch.ts) finds them the same way from either.
//
// `ensureBuilt(entry)` is what the launchers (scripts/postroom.mjs, scripts/web.mjs) call: from a
// checkout, a bundle missing or older than src-main is rebuilt first, with one line on stderr.
//
// `node scripts/cli-bundle.mjs` builds; electron.vite.config.ts runs the same build after the main
// process, so `npm run build` and the build step of `npm test` make both.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(root, 'out', 'cli');
const SOURCES = join(root, 'src-main');
/** Packages with a native part (or Electron's): never bundled, loaded from node_modules. */
const NATIVE = ['better-sqlite3', 'keytar', 'sharp', 'electron'];
/** Entry name → source, each written to out/cli/<name>.js. */
export const ENTRIES = { postroom: 'src-main/cli/bin.ts', web: 'src-main/web/bin.ts' };

/** Bundles the entries into out/cli (written to a scratch folder first, then moved in, so a run in progress never reads half a build). */
export async function buildCli() {
  const esbuild = await import('esbuild');
  const scratch = `${OUT}.tmp-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, join(root, src)])),
    outdir: scratch,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: NATIVE,
    // Bundled CommonJS packages call require() for node's own modules: an ES module has none.
    banner: { js: "import { createRequire as __postroomRequire } from 'node:module'; const require = __postroomRequire(import.meta.url);" },
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // The static import graph of each entry: test/cli checks that --help reaches no core area.
  writeFileSync(join(scratch, 'meta.json'), JSON.stringify(result.metafile).replaceAll(`${relative(root, scratch)}/`, `${relative(root, OUT)}/`));
  mkdirSync(OUT, { recursive: true });
  const fresh = new Set(readdirSync(scratch));
  // Chunks first (content-hashed names), the entries after, so an entry never points at a missing chunk.
  const order = [...fresh].sort((a, b) => Number(a.replace(/\.map$/, '').replace(/\.js$/, '') in ENTRIES) - Number(b.replace(/\.map$/, '').replace(/\.js$/, '') in ENTRIES));
  for (const f of order) renameSync(join(scratch, f), join(OUT, f));
  rmSync(scratch, { recursive: true, force: true });
  for (const f of readdirSync(OUT)) if (!fresh.has(f)) rmSync(join(OUT, f), { force: true });
  return result;
}

/** The newest modification time (ms) of any file below `dir`: what a stale-build check compares with its output. */
export function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Why out/cli/<entry>.js must be built first, or null when it is there and (from a checkout) not older than src-main. */
export function whyBuild(entry) {
  const file = join(OUT, `${entry}.js`);
  if (!existsSync(file)) return `${relative(root, file)} is missing`;
  if (existsSync(SOURCES) && newest(SOURCES) > statSync(file).mtimeMs) return 'src-main changed since the last build';
  return null;
}

/** The file URL of out/cli/<entry>.js, built first where it must be (one line on stderr says so). */
export async function ensureBuilt(entry) {
  const why = whyBuild(entry);
  if (why) {
    let esbuild = true;
    try {
      await import('esbuild');
    } catch {
      esbuild = false;
    }
    if (!esbuild) {
      process.stderr.write(`postroom: ${why} and esbuild is not installed to build it; run npm install, then npm run build\n`);
      process.exit(1);
    }
    process.stderr.write(`postroom: building the CLI (${why})…\n`);
    await buildCli();
  }
  return pathToFileURL(join(OUT, `${entry}.js`)).href;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const t0 = Date.now();
  await buildCli();
  console.log(`postroom: CLI and web host built into ${relative(root, OUT)}/ (${Date.now() - t0} ms)`);
}
