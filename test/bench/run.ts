/**
 * `npm run bench -- NAME [args…]`: runs test/bench/NAME.bench.ts and writes its
 * figures to test/bench/results/NAME-<date>.json, with the machine and date.
 * A bench module default-exports `(args: string[]) => Promise<Record<string, unknown>>`.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <${available.join('|')}> [args…]`);
  process.exit(2);
}
const mod = (await import(pathToFileURL(join(here, `${name}.bench.ts`)).href)) as { default: (args: string[]) => Promise<Record<string, unknown>> };
const started = new Date();
const figures = await mod.default(args);
const report = {
  bench: name,
  date: started.toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.versions.node, platform: `${process.platform}-${process.arch}` },
  figures,
};
const out = join(here, 'results');
mkdirSync(out, { recursive: true });
// Arguments name the variant (`media 10 3 png`), so one variant's run never overwrites another's.
const variant = args.filter((a) => /^[\w.-]+$/.test(a)).join('-');
const file = join(out, `${name}${variant ? `-${variant}` : ''}-${started.toISOString().slice(0, 10)}.json`);
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify(report, null, 2));
console.log(`written to ${file}`);
