/**
 * w26bom (walk 22: "the import report never names the BOM/encoding"): files as spreadsheets save them, written byte for
 * byte here, imported through the real CLI (`drafts import`, `campaign import`) into a real library. Each says how it
 * was read ("Read as UTF-8 (with a byte-order mark).", a code page "guessed" with how to choose, or "as you chose" with
 * --encoding), and --json carries it; a file with bytes that are not text is named by line and imports nothing.
 * Before this round: no "Read as" line for UTF-8 at all, no --encoding, a CR-only file's separator taken from its
 * captions, and UTF-8 with one damaged byte read whole as Windows-1252 (every Vietnamese letter mojibake, imported).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, decodeSheetBytes, drafts, openLibrary, workspaces } from '../../src-main/library';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-w26bom-'));
  const lib = openLibrary(dataPaths(dir).library);
  cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_caphe', name: 'Cà Phê', connections: [{ platform: 'instagram' }] }]);
  lib.close();
  return dir;
}

const captions = (dir: string): string[] => {
  const lib = openLibrary(dataPaths(dir).library);
  try {
    return drafts.list(lib.db, {}).items.map((d) => d.caption).sort();
  } finally {
    lib.close();
  }
};

const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8');
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);
/** Excel's "Unicode Text": FF FE, then UTF-16 LE. */
const utf16le = (s: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
/**
 * Windows-1258 as a Vietnamese Windows' Excel writes it: letters Latin-1 has are one byte (à 0xE0, ê 0xEA, á 0xE1), the
 * others a base letter (ư 0xFD, ơ 0xF5, đ 0xF0) and a combining tone mark after it (grave 0xCC, hook 0xD2, tilde 0xDE,
 * acute 0xEC, dot below 0xF2). Written by hand, byte by byte: `cp1258` maps each character as it comes.
 */
const CP1258: Record<string, number[]> = {
  à: [0xe0], á: [0xe1], ê: [0xea], ô: [0xf4], â: [0xe2], đ: [0xf0], ư: [0xfd], ơ: [0xf5], 'ữ': [0xfd, 0xde], 'ở': [0xf5, 0xd2], 'ờ': [0xf5, 0xcc],
  'ò': [0x6f, 0xcc], 'ì': [0x69, 0xcc],
};
const cp1258 = (s: string): Buffer => Buffer.from([...s].flatMap((ch) => CP1258[ch] ?? (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : [0x3f])));

const PROFILE = ['--profile', 'prof_caphe', '--platforms', 'instagram'];

describe('drafts import: every file says how its bytes were read', () => {
  it('Excel "CSV UTF-8": a byte-order mark, CRLF, `;` (a Vietnamese locale): read as UTF-8 with the mark, said', async () => {
    const dir = dataDir();
    const file = join(dir, 'excel-utf8.csv');
    writeFileSync(file, Buffer.concat([BOM8, utf8('caption;notes\r\nCà phê sữa đá;sáng\r\nBánh mì chả lụa;trưa\r\n')]));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('Read as UTF-8 (with a byte-order mark).');
    expect(r.stderr).toContain('columns separated by semicolons');
    expect(r.code).toBe(0);
    expect(captions(dir)).toEqual(['Bánh mì chả lụa', 'Cà phê sữa đá']);
  });

  it('Google Sheets: UTF-8 with no mark, LF, the last line with no newline: said, and --json carries it', async () => {
    const dir = dataDir();
    const file = join(dir, 'gsheets.csv');
    writeFileSync(file, utf8('caption,notes\nCà phê sữa đá,sáng\nPhở bò,"tối, 12 giờ"'));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE, '--json']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ read: { file, encoding: 'utf-8', encodingBy: 'content' } });
    expect(lines.at(-1)).toMatchObject({ ok: true, imported: 2, encoding: 'utf-8', encodingBy: 'content', delimiter: ',' });
    expect(captions(dir)).toEqual(['Cà phê sữa đá', 'Phở bò']);
    const text = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(text.stderr).toContain('Read as UTF-8 (no byte-order mark).');
  });

  it('Excel "Unicode Text": UTF-16 LE with its mark, tabs, CRLF: said, captions as written', async () => {
    const dir = dataDir();
    const file = join(dir, 'excel-unicode.txt');
    writeFileSync(file, utf16le('caption\tnotes\r\nCà phê sữa đá\t"a, b"\r\n'));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('Read as UTF-16 LE (with a byte-order mark).');
    expect(r.stderr).toContain('columns separated by tabs');
    expect(r.code).toBe(0);
    expect(captions(dir)).toEqual(['Cà phê sữa đá']);
  });

  it('UTF-16 BE with its mark, one cell holding half a character (a lone surrogate): said, and that line named', async () => {
    const dir = dataDir();
    const file = join(dir, 'utf16be.txt');
    const be = (t: string): Buffer => Buffer.from(t, 'utf16le').swap16();
    writeFileSync(file, Buffer.concat([Buffer.from([0xfe, 0xff]), be('caption\tnotes\r\nCà phê sữa đá\ta\r\nTrà '), Buffer.from([0xd8, 0x3d]), be(' đá\tb\r\n')]));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('Read as UTF-16 BE (with a byte-order mark).');
    expect(r.stdout + r.stderr).toContain('line 3: caption: the caption holds a byte that is not text in UTF-16 BE (shown as �)');
    expect(r.code).not.toBe(0);
    expect(captions(dir)).toEqual([]);
  });

  it('Excel on a Vietnamese Windows, plain CSV (Windows-1258, tone marks as bytes of their own): guessed, and said to be a guess', async () => {
    const dir = dataDir();
    const file = join(dir, 'excel-vi.csv');
    writeFileSync(file, cp1258('caption,notes\r\nCà phê sữa đá,sáng\r\nPhở bò tái,12 giờ\r\n'));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('Read as Windows-1258 (Vietnamese) (not UTF-8: guessed — check the accented letters, or choose another with --encoding windows-1252 or windows-1258).');
    expect(r.code).toBe(0);
    expect(captions(dir)).toEqual(['Cà phê sữa đá', 'Phở bò tái']);
  });

  it('one short Vietnamese caption in Windows-1258 reads as Windows-1252 when guessed (said so); --encoding windows-1258 reads it right', async () => {
    const bytes = cp1258('caption\r\nCà phê sữa đá\r\n');
    expect(decodeSheetBytes(bytes)).toMatchObject({ encoding: 'windows-1252', by: 'guess' });
    const dir = dataDir();
    const file = join(dir, 'one-row.csv');
    writeFileSync(file, bytes);
    const chosen = await run(dir, ['drafts', 'import', file, ...PROFILE, '--encoding', 'windows-1258']);
    expect(chosen.stderr).toContain('Read as Windows-1258 (Vietnamese) (not UTF-8: as you chose).');
    expect(chosen.code).toBe(0);
    expect(captions(dir)).toEqual(['Cà phê sữa đá']);
    const bad = await run(dir, ['drafts', 'import', file, ...PROFILE, '--encoding', 'latin9']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--encoding takes windows-1252 (Western European) or windows-1258 (Vietnamese), not "latin9"');
  });

  it('--encoding on a UTF-8 file: the file is read as UTF-8 and the choice said not used', async () => {
    const dir = dataDir();
    const file = join(dir, 'utf8.csv');
    writeFileSync(file, utf8('caption\nCà phê sữa đá\n'));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE, '--encoding', 'windows-1258']);
    expect(r.stderr).toContain('Read as UTF-8 (no byte-order mark). (--encoding windows-1258 not used: the file is UTF-8)');
    expect(captions(dir)).toEqual(['Cà phê sữa đá']);
  });

  it('Excel for Mac (CR alone ends a line): the separator is the header\'s comma, not the captions\' semicolons; lines keep their numbers', async () => {
    const dir = dataDir();
    const file = join(dir, 'mac.csv');
    writeFileSync(file, utf8('caption,notes\rSáng; trưa; tối; khuya,a\rCà phê; sữa; đá,b\r,\r'));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('columns separated by commas');
    expect(r.code).toBe(0);
    expect(captions(dir)).toEqual(['Cà phê; sữa; đá', 'Sáng; trưa; tối; khuya']);
  });

  it('UTF-8 with one damaged byte (a file cut and pasted together): read as UTF-8, the line named, nothing imported — never the whole file as mojibake', async () => {
    const dir = dataDir();
    const file = join(dir, 'damaged.csv');
    writeFileSync(file, Buffer.concat([utf8('caption,notes\nCà phê sữa đá,a\nPhở '), Buffer.from([0xc6]), utf8(' bò,b\nBánh mì,c\n')]));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE]);
    expect(r.stderr).toContain('Read as UTF-8 (no byte-order mark).');
    expect(r.stdout + r.stderr).toContain('line 3: caption: the caption holds a byte that is not text in UTF-8 (shown as �)');
    expect(r.code).not.toBe(0);
    expect(captions(dir)).toEqual([]);
    // --partial: the good rows, as written, and the damaged one left out and named.
    const p = await run(dir, ['drafts', 'import', file, ...PROFILE, '--partial']);
    expect(p.code).toBe(0);
    expect(captions(dir)).toEqual(['Bánh mì', 'Cà phê sữa đá']);
  });

  it('UTF-8 with a byte-order mark and a damaged byte: UTF-8 (its mark says so), the line named in --json', async () => {
    const dir = dataDir();
    const file = join(dir, 'bom-damaged.csv');
    writeFileSync(file, Buffer.concat([BOM8, utf8('caption\nGood\nCaf'), Buffer.from([0xe9]), utf8(' au lait\n')]));
    const r = await run(dir, ['drafts', 'import', file, ...PROFILE, '--json']);
    expect(r.code).not.toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ read: { file, encoding: 'utf-8', encodingBy: 'bom' } });
    expect(lines).toContainEqual({ problem: expect.objectContaining({ line: 3, field: 'caption', code: 'invalid_value', say: { key: 'replacementChar', values: { field: 'caption', n: 'one', enc: 'UTF-8' } } }) });
    expect(captions(dir)).toEqual([]);
  });
});

describe('campaign import: the same reading', () => {
  it('LibreOffice (UTF-8, `;`) and Excel "CSV UTF-8": each said, in --json too', async () => {
    const dir = dataDir();
    const created = await run(dir, ['campaign', 'create', 'Cà phê', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const file = join(dir, 'excel.csv');
    writeFileSync(file, Buffer.concat([BOM8, utf8('caption;notes\r\nCà phê sữa đá;sáng\r\n')]));
    const r = await run(dir, ['campaign', 'import', id, file, ...PROFILE]);
    expect(r.stderr).toContain('Read as UTF-8 (with a byte-order mark).');
    expect(r.code).toBe(0);
    const again = join(dir, 'libre.csv');
    writeFileSync(again, utf8('"caption";"notes"\n"Phở bò";"tối"\n'));
    const j = await run(dir, ['campaign', 'import', id, again, ...PROFILE, '--json']);
    expect(j.code).toBe(0);
    const lines = j.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ read: { file: again, encoding: 'utf-8', encodingBy: 'content' } });
    expect(lines.at(-1)).toMatchObject({ ok: true, imported: 1, delimiter: ';', encoding: 'utf-8', encodingBy: 'content' });
    expect(captions(dir)).toEqual(['Cà phê sữa đá', 'Phở bò']);
  });
});
