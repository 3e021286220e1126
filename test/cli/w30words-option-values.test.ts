/**
 * w30words (walk 26, 9): every command's options with bad values — negative numbers, words for numbers, missing values,
 * unknown zones, missing files, a folder for a file — are one typed sentence: what was wrong and what is accepted, exit 2,
 * nothing written (the data dir is not even made). Before, parseArgs' "argument is ambiguous … use '--limit=-XYZ'", a
 * schema's "timezone: an IANA time zone name" or "intervalMinutes: Too small", and a bare "ENOENT" or "EISDIR" (exit 1).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliIn } from './cli-world';

const root = mkdtempSync(join(tmpdir(), 'w30words-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sheet = join(root, 'posts.csv');
writeFileSync(sheet, 'caption,date\nhello,2027-03-01 10:00\n');
const folder = join(root, 'a-folder');
mkdirSync(folder);
const nosuch = join(root, 'nosuch.csv');
const CAMPAIGN = '01a221f9-ac58-71bc-b801-74a02dd4f98c';

/** [argv, what the one line says]. */
const CASES: readonly (readonly [string[], string])[] = [
  // negative numbers: the value reaches the check (never parseArgs' "ambiguous")
  [['drafts', 'list', '--limit', '-3'], '--limit must be a whole number from 1 to 500, not "-3"'],
  [['status', '--limit', '-1'], '--limit must be a whole number (1 or more), not "-1"'],
  [['publish', '--all', '--concurrency', '-2'], '--concurrency must be a whole number from 1 to 64, not "-2"'],
  [['resume', '--concurrency', '0'], '--concurrency must be a whole number from 1 to 64, not "0"'],
  [['resend', 'JOB', '--confirm', '--settle-seconds', '-5'], '--settle-seconds must be a whole number of seconds (0 or more), not "-5"'],
  [['campaign', 'plan', CAMPAIGN, '--interval', '-5'], '--interval must be a whole number of minutes (1 or more), not "-5"'],
  [['campaign', 'plan', CAMPAIGN, '--mode', 'interval', '--interval', '0'], '--interval must be a whole number of minutes (1 or more), not "0"'],
  [['media', 'fit', sheet, '--budget', '-5'], '--budget must be a whole number of bytes (1 or more), not "-5"'],
  [['team', 'sync', '--timeout', '-1'], '--timeout must be a whole number of seconds from 1 to 3600, not "-1"'],
  [['sandbox', '--port', '-1'], '--port must be a whole number from 0 to 65535, not "-1"'],
  [['team', 'serve', '--port', '70000'], '--port must be a whole number from 0 to 65535, not "70000"'],
  [['monitors', 'create', '--profile', 'p', '--url', 'https://x.test/p', '--reply', 'hi', '--interval', '-60'], '--interval must be a whole number of seconds (1 or more), not "-60"'],
  [['music', 'trending', '--profile', 'p', '--limit', '-2'], '--limit must be a whole number (1 or more), not "-2"'],
  // words and fractions for numbers
  [['drafts', 'list', '--limit', 'ten'], '--limit must be a whole number from 1 to 500, not "ten"'],
  [['drafts', 'list', '--limit', '3.5'], '--limit must be a whole number from 1 to 500, not "3.5"'],
  [['publish', '--all', '--concurrency', 'abc'], '--concurrency must be a whole number from 1 to 64, not "abc"'],
  [['sandbox', '--seed', 'x'], '--seed must be a whole number, not "x"'],
  [['sandbox', '--rate-limit', 'fast'], '--rate-limit must be a whole number (1 or more), not "fast"'],
  [['campaign', 'plan', CAMPAIGN, '--gap', 'five'], '--gap must be a whole number of minutes (0 or more), not "five"'],
  // missing values: at the end, or followed by another option
  [['drafts', 'list', '--limit'], '--limit needs a value: a whole number from 1 to 500; usage: postroom drafts list'],
  [['campaign', 'send', CAMPAIGN, '--fingerprint', '--dry-run'], '--fingerprint needs a value (F); a value that starts with "-" is written --fingerprint=-…; usage: postroom campaign send'],
  [['drafts', 'import', sheet, '--timezone', '--partial'], '--timezone needs a value: a time zone name like Europe/Berlin or Asia/Ho_Chi_Minh'],
  // unknown zones (and an empty one, which read as "this computer's zone")
  [['drafts', 'import', sheet, '--timezone', 'Mars/Base'], '--timezone: "Mars/Base" is not a time zone; use a name like Europe/Berlin or Asia/Ho_Chi_Minh'],
  [['drafts', 'import', sheet, '--timezone', ''], '--timezone: "" is not a time zone; use a name like Europe/Berlin or Asia/Ho_Chi_Minh'],
  [['campaign', 'import', CAMPAIGN, sheet, '--timezone', 'Mars/Base'], '--timezone: "Mars/Base" is not a time zone'],
  [['campaign', 'plan', CAMPAIGN, '--timezone', 'Mars/Base'], '--timezone: "Mars/Base" is not a time zone; use a name like Europe/Berlin'],
  [['retry', 'JOB', '--at', '2027-03-01T10:00', '--zone', 'Mars/Base'], '--zone: "Mars/Base" is not a time zone'],
  [['resend', 'JOB', '--confirm', '--at', '2027-03-01T10:00', '--zone', 'Berlin'], '--zone: "Berlin" is not a time zone'],
  [['review', 'preview', CAMPAIGN, '--out', join(root, 'p.html'), '--zone', 'Mars/X'], '--zone: "Mars/X" is not a time zone'],
  // files to read that do not exist, or are folders
  [['drafts', 'import', nosuch], `there is no file ${nosuch}: FILE must name a file that exists`],
  [['drafts', 'import', folder], `${folder} is a folder: FILE must name a file`],
  [['campaign', 'import', CAMPAIGN, nosuch], `there is no file ${nosuch}: FILE must name a file that exists`],
  [['campaign', 'import', CAMPAIGN, folder], `${folder} is a folder: FILE must name a file`],
  [['review', 'decisions', nosuch], `there is no file ${nosuch}: FILE must name a file that exists`],
  [['team', 'serve', '--tls-cert', nosuch, '--tls-key', sheet], `there is no file ${nosuch}: --tls-cert must name a file that exists`],
  // files to write: into a folder that does not exist, or a folder itself
  [['drafts', 'export', join(root, 'no-folder', 'x.csv')], `cannot write ${join(root, 'no-folder', 'x.csv')}: there is no folder ${join(root, 'no-folder')} (FILE is written into a folder that exists)`],
  [['drafts', 'export', folder], `${folder} is a folder: FILE must name a file to write`],
  [['campaign', 'dry-run', CAMPAIGN, '--csv', folder], `${folder} is a folder: --csv must name a file to write`],
  [['review', 'preview', CAMPAIGN, '--out', join(root, 'no-folder', 'p.html')], `there is no folder ${join(root, 'no-folder')}`],
  // a file where a folder is meant
  [['media', 'fit', sheet, '--out', sheet], `${sheet} is a file: --out must name a folder`],
];

/** The raw texts a person was shown before. */
const RAW = /ambiguous|--\w[\w-]*=-XYZ|ENOENT|EISDIR|IANA|Too small|expected number/u;

describe('w30words: a bad option value is one typed sentence, exit 2, nothing written', () => {
  it.each(CASES.map(([argv, says]) => [argv.join(' ').replaceAll(root, '…'), argv, says] as const))('postroom %s', async (_name, argv, says) => {
    const dir = join(root, `data-${Math.random().toString(36).slice(2)}`);
    const r = await runCliIn(dir, argv);
    expect(r.stderr).toContain(says);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    // Nothing written: the data dir was not even made.
    expect(existsSync(dir)).toBe(false);
  });

  it('a data dir that is a file is said so (not the library failing to open inside it)', async () => {
    const r = await runCliIn(sheet, ['drafts', 'list']);
    expect(r.stderr).toBe(`postroom: ${sheet} is a file: --data-dir must name a folder\n`);
    expect(r.code).toBe(2);
  });

  it('--json: the same sentence, code usage', async () => {
    const dir = join(root, 'data-json');
    const r = await runCliIn(dir, ['drafts', 'list', '--limit', '-3', '--json']);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { code: 'usage', message: '--limit must be a whole number from 1 to 500, not "-3"' } });
    expect(r.code).toBe(2);
  });

  it('a good value starting with a dash still reaches the command (a seed, a caption)', async () => {
    const dir = join(root, 'data-dash');
    // drafts list takes no negative number, but the value reached the check: the sentence names it.
    expect((await runCliIn(dir, ['drafts', 'list', '--query', '-5%'])).code).toBe(0);
  });
});
