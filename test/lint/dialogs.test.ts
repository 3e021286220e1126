import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * dialogs (issue 34): the renderer asks in the app's own panel (ConfirmPanel), never with the
 * browser's confirm/alert/prompt. The lint rule is checked with the project's real eslint.config.js
 * on fixtures at renderer paths, and every renderer file is read for a call the rule could miss.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const SVELTE = (body: string) => `<script lang="ts">\n  export function ask(): void {\n    ${body}\n  }\n</script>\n\n<p>x</p>\n`;

describe('no native dialogs in the renderer (lint rule)', () => {
  it.each([
    ['confirm', "if (confirm('Delete?')) console.log('gone');"],
    ['window.confirm', "if (window.confirm('Delete?')) console.log('gone');"],
    ['alert', "alert('Done');"],
    ['window.alert', "window.alert('Done');"],
    ['prompt', "console.log(prompt('Name?'));"],
    ['globalThis.prompt', "console.log(globalThis.prompt('Name?'));"],
  ])('fails a .svelte file calling %s', async (_name, body) => {
    const errors = await lint('src-renderer/src/screens/Fixture.svelte', SVELTE(body));
    expect(errors.join('\n')).toMatch(/never opens the browser's dialogs/);
  });

  it('fails a renderer .ts file calling window.confirm', async () => {
    const errors = await lint('src-renderer/src/lib/fixture.ts', "export const ask = (): boolean => window.confirm('Delete?');\n");
    expect(errors.join('\n')).toMatch(/never opens the browser's dialogs/);
  });

  it('lets a renderer file name its own "confirm" (a prop, a method), which is not the browser dialog', async () => {
    const errors = await lint('src-renderer/src/lib/fixture.ts', 'export const panel = { confirm: (): boolean => true };\nexport const yes = panel.confirm();\n');
    expect(errors).toEqual([]);
  });
});

/** The text with its comments (block, HTML, line) blanked, lines kept in place. */
function withoutComments(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/<!--[\s\S]*?-->/g, blank).replace(/(^|[^:'"`])\/\/.*$/gm, (m, lead: string) => lead + blank(m.slice(lead.length)));
}

/** Every renderer source file (.ts, .svelte). */
function rendererFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return rendererFiles(p);
    return /\.(ts|svelte)$/.test(e.name) ? [p] : [];
  });
}

describe('no native dialogs in the renderer (the files themselves)', () => {
  it('no renderer file calls confirm(), alert() or prompt() of the browser', () => {
    const calls = rendererFiles(join(process.cwd(), 'src-renderer', 'src')).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(process.cwd().length + 1)}:${i + 1}` }))
        // A bare call, or through window/globalThis/self; a method of our own (x.confirm()) is not one.
        .filter(({ line }) => /(?:^|[^.\w$])(?:(?:window|globalThis|self)\s*\.\s*)?(?:confirm|alert|prompt)\s*\(/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(calls).toEqual([]);
  });
});
