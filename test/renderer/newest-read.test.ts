/**
 * CI (stop 42): Settings kept "No key yet" after a key was saved — the workspace list read before the save (the
 * workspace event's reload) answered after the one read after it, and overwrote it; nothing read again. Overlapping
 * reads keep only the answer of the read asked for last (lib/newest.ts); the account panel reads through it.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newest } from '../../src-renderer/src/lib/newest';

/** A read whose answer the test releases by hand, in any order. */
function held<T>(value: T) {
  let release!: () => void;
  const p = new Promise<T>((r) => (release = () => r(value)));
  return { p, release };
}

describe('overlapping reads: the newest answer is kept', () => {
  it('an older answer arriving last is dropped; the newer one stays', async () => {
    const reads = newest();
    let shown = 'No key yet';
    const load = async (answer: Promise<string>) => {
      const read = reads.ask();
      const v = await answer;
      if (read.current()) shown = v;
    };
    const before = held('No key yet');
    const after = held('Key ending …abcd');
    const a = load(before.p);
    const b = load(after.p);
    after.release();
    await b;
    before.release();
    await a;
    expect(shown).toBe('Key ending …abcd');
  });

  it('one read alone is current', async () => {
    const reads = newest();
    const read = reads.ask();
    expect(read.current()).toBe(true);
    reads.ask();
    expect(read.current()).toBe(false);
  });

  it("the account panel's workspace and usage reads go through it", async () => {
    const src = await readFile(new URL('../../src-renderer/src/lib/account.svelte.ts', import.meta.url), 'utf8');
    expect(src).toMatch(/const read = this\.#reloads\.ask\(\);\s*const r = await this\.#bridge\.invoke\('workspaces\.list'/);
    expect(src).toMatch(/if \(!read\.current\(\)\) return;\s*if \(r\.ok\) this\.#workspaces = r\.value;/);
    expect(src).toMatch(/const read = this\.#usageReads\.ask\(\);\s*const r = await this\.#bridge\.invoke\('hub\.usage'/);
  });
});
