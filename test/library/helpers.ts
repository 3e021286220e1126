import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { openLibrary, type Library } from '../../src-main/library';

/** A real library file in a fresh temp dir, closed and removed after the test. */
export function tempLibrary(clock = new ManualClock(Date.parse('2026-11-01T08:00:00Z'))): { lib: Library; dir: string; clock: ManualClock } {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-lib-'));
  const lib = openLibrary(join(dir, 'library.sqlite'), { clock });
  cleanups.push(() => {
    try {
      lib.close();
    } catch {
      // already closed by the test
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return { lib, dir, clock };
}

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-lib-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/** Runs `fn` and returns the error it throws (fails the test if it does not throw). */
export function thrown(fn: () => unknown): { name?: string; code?: string; message: string; details?: Record<string, unknown> } {
  try {
    fn();
  } catch (err) {
    return err as { code?: string; message: string };
  }
  throw new Error('expected an error, none was thrown');
}
