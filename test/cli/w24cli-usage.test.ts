/**
 * Walk 21 (finding 10): `postroom review keep --help` printed "usage: postroom review keep" — no DRAFT_ID, though the
 * command takes one and its example shows it. Every command whose example gives a positional names it in its usage.
 */
import { describe, expect, it } from 'vitest';
import { usageOf } from '../../src-main/cli/command';
import { COMMANDS } from '../../src-main/cli/commands/index';

describe('every usage line names the positionals its example gives', () => {
  it('a command whose example has a positional after its name has `args`, shown in its usage', () => {
    const missing = COMMANDS.filter((c) => {
      const first = c.example.slice(c.name.length).trim().split(/\s+/)[0] ?? '';
      return first !== '' && !first.startsWith('-') && !first.startsWith('<') && !c.args;
    }).map((c) => c.name);
    expect(missing).toEqual([]);
    const keep = COMMANDS.find((c) => c.name === 'review keep')!;
    expect(usageOf(keep)).toBe('review keep DRAFT_ID');
  });
});
