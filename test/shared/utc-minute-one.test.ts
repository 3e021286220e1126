import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { utcMinute } from '../../src-shared/utc-minute';

const root = join(__dirname, '..', '..');

/** Every .ts file under `dir`, as a path from the repo's root. */
const sources = (dir: string): string[] => readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts'))
  .map((e) => relative(root, join(e.parentPath, e.name)));

// h-utcminute: the core's lines say a moment "2026-12-01 09:00 UTC" through the one formatter, src-shared/utc-minute.ts.
describe('utcMinute, the one minute-UTC line', () => {
  it('says an instant (ms or ISO string) to the minute in UTC, labelled', () => {
    expect(utcMinute(Date.UTC(2026, 11, 1, 9, 0, 59, 999))).toBe('2026-12-01 09:00 UTC');
    expect(utcMinute('2026-11-27T08:10:42.123Z')).toBe('2026-11-27 08:10 UTC');
    expect(utcMinute(0)).toBe('1970-01-01 00:00 UTC');
  });

  it('reads a time with an offset as the instant it is (its UTC minute, not its wall clock labelled UTC)', () => {
    expect(utcMinute('2026-11-27T15:10:00+07:00')).toBe('2026-11-27 08:10 UTC');
  });

  it('gives back a value that is not a moment as it came (no " UTC" glued to it, no throw)', () => {
    expect(utcMinute('not a time')).toBe('not a time');
    expect(utcMinute(Number.NaN)).toBe('NaN');
  });

  it('has no hand-rolled copy in the core or src-shared (each said the same line on its own)', () => {
    // A copy: an ISO string cut to the minute, "T" made a space, then " UTC" (as a template or as `+ ' UTC'`).
    const copy = /\.slice\(0, 16\)\.replace\('T', ' '\)[\s}`'+]{0,6}UTC/;
    const copies = [...sources('src-main'), ...sources('src-shared')]
      .filter((p) => p !== join('src-shared', 'utc-minute.ts') && copy.test(readFileSync(join(root, p), 'utf8')));
    expect(copies).toEqual([]);
  });
});
