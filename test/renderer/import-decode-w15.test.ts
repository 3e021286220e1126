/**
 * w15import: the app's file picker reads a file's bytes with the core's one decoder (src-shared/sheet-decode.ts):
 * an Excel CSV from a Vietnamese Windows (Windows-1258) reads as Vietnamese in the app as in the CLI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSheet } from '../../src-main/library';
import { readFileText } from '../../src-renderer/src/lib/importReport';

const raw = readFileSync(join(__dirname, '..', 'fixtures', 'import-w15', 'excel-vi-1258.csv'));

describe('the picker reads as the CLI reads', () => {
  it('Windows-1258: Vietnamese, the same text as the core', async () => {
    const text = await readFileText(new Blob([raw]));
    expect(text).toContain('Phở bò tái - nước dùng 12 giờ');
    expect(text).toBe(decodeSheet(raw));
  });
  it('Windows-1252 with ’ (0x92): the curly quote, not a control character', async () => {
    expect(await readFileText(new Blob([Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x92, 0x73])]))).toBe('café’s');
  });
});
