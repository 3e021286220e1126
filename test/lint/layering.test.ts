import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering rule is what keeps one core under three shells: these fixtures are
 * linted with the project's real eslint.config.js at the paths they would live at.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering lint rule', () => {
  it.each(['library', 'media', 'secrets', 'hub', 'publisher', 'sandbox', 'bridge'])('fails when core area %s imports electron', async (area) => {
    const errors = await lint(`src-main/${area}/fixture.ts`, "import { app } from 'electron';\nexport const x = app;\n");
    expect(errors.join('\n')).toMatch(/never imports electron/);
  });

  it('fails when the renderer imports a core module', async () => {
    const errors = await lint('src-renderer/src/fixture.ts', "import { openLibrary } from '../../src-main/library';\nexport const x = openLibrary;\n");
    expect(errors.join('\n')).toMatch(/only import types from the bridge contract/);
  });

  it('fails when the renderer imports a VALUE from the bridge contract', async () => {
    const errors = await lint('src-renderer/src/fixture.ts', "import { METHODS } from '../../src-main/bridge/contract';\nexport const x = METHODS;\n");
    expect(errors.join('\n')).toMatch(/only import types/);
  });

  it('fails when the renderer imports a TYPE from a core area other than the contract', async () => {
    const errors = await lint('src-renderer/src/fixture.ts', "import type { HubContract } from '../../src-main/hub';\nexport type X = HubContract;\n");
    expect(errors.join('\n')).toMatch(/only import types from the bridge contract/);
  });

  it('allows the renderer a type import from the bridge contract', async () => {
    const errors = await lint('src-renderer/src/fixture.ts', "import type { DraftDto } from '../../src-main/bridge/contract';\nexport type X = DraftDto;\n");
    expect(errors).toEqual([]);
  });

  it('fails when an area deep-imports another area instead of its index', async () => {
    const errors = await lint('src-main/publisher/fixture.ts', "import { x } from '../library/drafts';\nexport const y = x;\n");
    expect(errors.join('\n')).toMatch(/through its index\.ts/);
  });

  it('fails when a core area imports a shell or the bridge', async () => {
    expect((await lint('src-main/library/fixture.ts', "import { runCli } from '../cli';\nexport const y = runCli;\n")).join('\n')).toMatch(/never import a shell/);
    expect((await lint('src-main/media/fixture.ts', "import { createCore } from '../bridge';\nexport const y = createCore;\n")).join('\n')).toMatch(/never import the bridge/);
  });

  it('fails when the hub contract imports another area', async () => {
    const errors = await lint('src-main/hub/fixture.ts', "import { openLibrary } from '../library';\nexport const y = openLibrary;\n");
    expect(errors.join('\n')).toMatch(/imports no other area/);
  });

  it('fails when the renderer imports electron', async () => {
    const errors = await lint('src-renderer/src/fixture.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n");
    expect(errors.join('\n')).toMatch(/never imports electron/);
  });

  it('allows the electron shell to import electron', async () => {
    expect(await lint('src-main/electron/fixture.ts', "import { app } from 'electron';\nexport const x = app;\n")).toEqual([]);
  });

  // The shared layer (src-shared/): pure, imported by the core and the renderer alike.
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'Node'],
    ["import { app } from 'electron';\nexport const x = app;\n", 'electron'],
    ["import { CHANNELS } from '../src-main/hub';\nexport const x = CHANNELS;\n", 'the core'],
    ["import type { DraftDto } from '../src-main/bridge/contract';\nexport type X = DraftDto;\n", 'a core type'],
    ["import { en } from '../src-renderer/src/lib/i18n/en';\nexport const x = en;\n", 'the renderer'],
    ["import { writable } from 'svelte/store';\nexport const x = writable;\n", 'a package'],
  ])('fails when the shared layer imports %#: %s', async (code, _what) => {
    const errors = await lint('src-shared/fixture.ts', code);
    expect(errors.join('\n')).toMatch(/shared layer is pure/);
  });

  it.each(['process.env.HOME', 'window.location.href', 'document.title', 'Buffer.from("x")'])('fails when the shared layer reads a host global: %s', async (expr) => {
    const errors = await lint('src-shared/fixture.ts', `export const x = () => ${expr};\n`);
    expect(errors.join('\n')).toMatch(/shared layer is pure/);
  });

  it('allows the shared layer its own files', async () => {
    expect(await lint('src-shared/fixture.ts', "import { countChars } from './counting';\nexport const x = countChars;\n")).toEqual([]);
  });

  it('allows the core and the renderer to import VALUES from the shared layer', async () => {
    expect(await lint('src-main/hub/fixture.ts', "import { countChars } from '../../src-shared/counting';\nexport const x = countChars;\n")).toEqual([]);
    expect(await lint('src-main/library/fixture.ts', "import { IMPORT_WORDS } from '../../src-shared/import-words';\nexport const x = IMPORT_WORDS;\n")).toEqual([]);
    expect(await lint('src-main/library/migrations/fixture.ts', "import { countChars } from '../../../src-shared';\nexport const x = countChars;\n")).toEqual([]);
    expect(await lint('src-main/bridge/handlers/fixture.ts', "import { errorSource } from '../../../src-shared/errors';\nexport const x = errorSource;\n")).toEqual([]);
    expect(await lint('src-renderer/src/lib/fixture.ts', "import { countChars } from '../../../src-shared/counting';\nexport const x = countChars;\n")).toEqual([]);
  });
});
