/**
 * No screen puts an error's raw message in front of a person (issue 32): every .svelte file
 * says an error through the shared model (ErrorBox, errorLine), and only the two places that
 * show the raw words as a detail, under "Details", may read `.message` of an error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', 'src-renderer', 'src');
/** Where the raw words are a detail (a collapsed <details>), by design. */
const DETAIL_PLACES = new Set(['components/ErrorBox.svelte', 'screens/Settings/BackupPanel.svelte']);

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? svelteFiles(p) : e.name.endsWith('.svelte') ? [p] : [];
  });
}

describe('errors on screen', () => {
  it('no component shows an error’s raw message or code as its words', () => {
    const found: string[] = [];
    for (const file of svelteFiles(ROOT)) {
      const rel = relative(ROOT, file).split('\\').join('/');
      if (DETAIL_PLACES.has(rel)) continue;
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/\b(error|err|e)\.message\b|\.error\.message\b/.test(line) || /\{[\w.]*error\.code\}/.test(line) || /String\(err\)\s*\}/.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
