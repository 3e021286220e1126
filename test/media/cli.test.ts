import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { synthPhoto } from './fixtures/synth';

const dir = mkdtempSync(join(tmpdir(), 'postroom-media-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

describe('postroom media fit', () => {
  it('reports per file and the body total in --json, writes outputs, and fails on a bad file without losing the others', async () => {
    const a = join(dir, 'a.jpg');
    const b = join(dir, 'b.png');
    writeFileSync(a, await synthPhoto(1200, 900, 80));
    writeFileSync(b, await synthPhoto(900, 1200, 81, 'png'));
    writeFileSync(join(dir, 'bad.jpg'), 'not a photo');
    const out = join(dir, 'out');
    const r = await run(['media', 'fit', a, b, join(dir, 'bad.jpg'), '--budget', '300000', '--out', out, '--json', '--data-dir', join(dir, 'data')]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const photos = lines.filter((l) => l.kind === 'photo') as { file: string; input: { bytes: number; width: number }; output: { bytes: number; width: number; height: number; quality: number; file: string } }[];
    expect(photos.map((p) => p.file)).toEqual([a, b]);
    expect(photos[0]!.input.width).toBe(1200);
    expect(photos[0]!.output.quality).toBeGreaterThan(0);
    expect(existsSync(photos[1]!.output.file)).toBe(true);
    expect((await sharp(photos[1]!.output.file).metadata()).height).toBe(photos[1]!.output.height);
    expect(lines.find((l) => l.kind === 'error')).toMatchObject({ code: 'not_an_image' }); // refused by content: no image signature
    const total = lines.find((l) => l.kind === 'total') as { bodyBytes: number; budgetBytes: number };
    expect(total.budgetBytes).toBe(300000);
    expect(total.bodyBytes).toBeLessThanOrEqual(300000);
    expect(total.bodyBytes).toBeGreaterThan(photos.reduce((n, p) => n + p.output.bytes, 0));
  });

  it('refuses a bad --budget with a usage error', async () => {
    const r = await run(['media', 'fit', 'x.jpg', '--budget', 'lots', '--data-dir', join(dir, 'data')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--budget must be a whole number/);
  });

  it('media cache shows and clears the cache', async () => {
    const before = await run(['media', 'cache', '--json', '--data-dir', join(dir, 'data')]);
    expect(JSON.parse(before.stdout).files).toBeGreaterThan(0);
    const cleared = await run(['media', 'cache', 'clear', '--json', '--data-dir', join(dir, 'data')]);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ files: 0, bytes: 0 });
  });
});
