import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWebHostArgs, WebHostArgsError } from '../../src-main/web';

const fails = (argv: string[]): WebHostArgsError => {
  try {
    parseWebHostArgs(argv);
  } catch (err) {
    if (err instanceof WebHostArgsError) return err;
    throw err;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('web host arguments', () => {
  it('takes no arguments: no port, no data dir, a sandbox without faults', () => {
    expect(parseWebHostArgs([])).toEqual({ dataDir: undefined, port: undefined, newToken: false, sandbox: {}, help: false });
    expect(parseWebHostArgs(['--help']).help).toBe(true);
    expect(parseWebHostArgs(['-h', '--port', 'x']).help).toBe(true);
  });

  it('takes --new-token (a fresh token instead of the one kept in the data dir)', () => {
    expect(parseWebHostArgs(['--new-token']).newToken).toBe(true);
    expect(fails(['--new-token=yes']).code).toBe('usage');
  });

  it('passes a fault preset, a fault file and a seed to the embedded sandbox', () => {
    expect(parseWebHostArgs(['--port', '0', '--data-dir', '/d', '--sandbox-faults', 'flaky', '--sandbox-seed', '7'])).toEqual({ dataDir: '/d', port: 0, newToken: false, sandbox: { faults: 'flaky', seed: 7 }, help: false });
    const file = join(mkdtempSync(join(tmpdir(), 'postroom-args-')), 'faults.json');
    writeFileSync(file, JSON.stringify({ upstream_timeout: 1, processing_ms: 0 }));
    expect(parseWebHostArgs(['--sandbox-faults', file]).sandbox).toEqual({ faults: { upstream_timeout: 1, processing_ms: 0 } });
    expect(parseWebHostArgs(['--sandbox-seed', '0']).sandbox).toEqual({ seed: 0 });
  });

  it('refuses bad input with a typed error naming the flag', () => {
    expect(fails(['--sandbox-faults', 'stormy'])).toMatchObject({ code: 'bad_faults', message: expect.stringMatching(/^--sandbox-faults: .*stormy.*neither a fault preset/) });
    // Said in words, not as the system's error text.
    expect(fails(['--sandbox-faults', 'stormy']).message).toMatch(/nor a readable file \(there is no such file\)$/);
    const dir = mkdtempSync(join(tmpdir(), 'postroom-args-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ upstream_timeout: 2 }));
    expect(fails(['--sandbox-faults', join(dir, 'bad.json')])).toMatchObject({ code: 'bad_faults', message: expect.stringContaining('"upstream_timeout" must be a number from 0 to 1') });
    writeFileSync(join(dir, 'typo.json'), JSON.stringify({ upstream_timout: 1 }));
    expect(fails(['--sandbox-faults', join(dir, 'typo.json')]).message).toContain('unknown fault "upstream_timout"');
    expect(fails(['--sandbox-seed', 'abc'])).toMatchObject({ code: 'bad_seed', message: '--sandbox-seed must be a whole number, not "abc"' });
    expect(fails(['--sandbox-seed', '1.5']).code).toBe('bad_seed');
    expect(fails(['--port', 'http'])).toMatchObject({ code: 'bad_port' });
    expect(fails(['--port', '70000']).code).toBe('bad_port');
    expect(fails(['--sandbox-fault', 'flaky'])).toMatchObject({ code: 'usage', message: expect.stringContaining('--sandbox-faults PRESET|FILE') });
  });
});
