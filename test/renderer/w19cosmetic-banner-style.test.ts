/**
 * w19cosmetic (walk 17 leftovers): Compose's `.banner` style was written three times (Compose.svelte, SendState.svelte,
 * UndoNote.svelte), each a copy to keep in step. Now one file (screens/Compose/banner.css, imported once by Compose)
 * holds it, scoped under `.composer`; no component of the Compose screen declares `.banner` in its own <style>.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../src-renderer/src/screens/Compose');
const styleOf = (file: string): string => /<style>([\s\S]*?)<\/style>/.exec(readFileSync(join(DIR, file), 'utf8'))?.[1] ?? '';

describe("Compose's banner style: one source", () => {
  it('no Compose component declares .banner in its own <style>', () => {
    const declaring = readdirSync(DIR).filter((f) => f.endsWith('.svelte') && /\.banner\b/.test(styleOf(f)));
    expect(declaring).toEqual([]);
  });

  it('banner.css holds it, scoped to the composer, and Compose imports it', () => {
    const css = readFileSync(join(DIR, 'banner.css'), 'utf8');
    for (const kind of ['', '.info', '.error', '.offline']) expect(css).toContain(`.composer .banner${kind} {`);
    expect(css).not.toMatch(/^\.banner/m);
    expect(readFileSync(join(DIR, 'Compose.svelte'), 'utf8')).toContain("import './banner.css';");
  });
});
