/**
 * w20cli (walk 18, finding 8a): every `postroom publish` that sent began with "the Hub answers again", with no outage
 * before it (the publisher's first reading of a run is a change from "not known yet"). "Again" is said only after
 * this run saw the Hub unreachable. Solo workspace, the CLI's embedded sandbox Hub (a real one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { hubAnswerNotes } from '../../src-main/cli/commands/publish';
import { dataPaths } from '../../src-main/common';
import { drafts, openLibrary } from '../../src-main/library';

const dir = mkdtempSync(join(tmpdir(), 'postroom-w20cli-again-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (argv: string[]) => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => '', env: {} });
  return { code, out };
};

describe('w20cli: "the Hub answers again" only after an outage in the same run', () => {
  it('a publish that sends with the Hub answering all along never says "again"', async () => {
    await run(['drafts', 'list']);
    const lib = openLibrary(dataPaths(dir).library);
    const id = drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w20cli.jpg' }], caption: 'w20cli again' }).id;
    lib.close();
    const r = await run(['publish', id]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('sent 1 draft');
    expect(r.out).not.toContain('answers again');
  }, 60_000);

  it('the notes of a run: nothing for the first answer; the outage; then "again"', () => {
    const note = hubAnswerNotes();
    expect(note({ online: true, changed: true, reason: null })).toBeNull();
    expect(note({ online: false, changed: true, reason: 'ECONNREFUSED' })).toBe('the Hub cannot be reached (ECONNREFUSED): jobs wait and retry');
    expect(note({ online: false, changed: false, reason: 'ECONNREFUSED' })).toBeNull();
    expect(note({ online: true, changed: true, reason: null })).toBe('the Hub answers again');
    expect(hubAnswerNotes()({ online: false, changed: true, reason: null })).toBe('the Hub cannot be reached (no answer): jobs wait and retry');
  });
});
