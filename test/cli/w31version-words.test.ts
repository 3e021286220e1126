/**
 * Walk 31, 11: `postroom -v` / `-V` printed the whole help (exit 0), and `postroom version` was an unknown command. A person
 * asking for the version gets the version, whichever of the usual spellings they type; `-v` after a command is left alone.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { APP_VERSION } from '../../src-main/common';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}

describe('the version, as people ask for it (walk 31, 11)', () => {
  it.each([['--version'], ['-v'], ['-V'], ['version']])('postroom %s prints the version alone, exit 0', async (word) => {
    const r = await run([word]);
    expect(r).toEqual({ code: 0, stdout: `${APP_VERSION}\n`, stderr: '' });
  });

  it('a command given -v is not answered with the version', async () => {
    const r = await run(['drafts', 'list', '-v']);
    expect(r.stdout).not.toBe(`${APP_VERSION}\n`);
  });
});
