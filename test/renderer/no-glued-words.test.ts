/**
 * No message runs into its code (issue 34, reviewcore): Svelte drops the white space a block
 * starts or ends with, so `{message}{#if code} <code>{code}</code>{/if}` showed
 * "…in this teamrefused" and "…preview.decisions_unknown_export" (the toast, ErrorBox's details).
 * 1. No block of any component starts or ends with a space meant to separate words (write {' '}).
 * 2. Every review error code has its own words in English and Vietnamese, and the line a screen
 *    shows for it holds no code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';
import { errorLine, wordsOf } from '../../src-shared/errors';
import type { ReviewErrorCode } from '../../src-main/team';

const ROOT = join(__dirname, '..', '..', 'src-renderer', 'src');
const svelteFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const p = join(dir, e.name);
  return e.isDirectory() ? svelteFiles(p) : e.name.endsWith('.svelte') ? [p] : [];
});

interface Node { type?: string; start?: number; data?: string; nodes?: Node[]; [k: string]: unknown }
const BLOCKS = new Set(['IfBlock', 'EachBlock', 'KeyBlock', 'AwaitBlock']);

/** The blocks whose first or last text is a separating space Svelte drops. */
function droppedSpaces(src: string): string[] {
  const out: string[] = [];
  const line = (at: number): number => src.slice(0, at).split('\n').length;
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    const node = n as Node;
    if (BLOCKS.has(node.type ?? '')) {
      for (const key of ['consequent', 'alternate', 'body', 'fallback', 'fragment', 'pending', 'then', 'catch']) {
        const nodes = ((node[key] as Node | null | undefined)?.nodes ?? []).filter(Boolean);
        const first = nodes[0];
        const last = nodes.at(-1);
        if (first?.type === 'Text' && (/^[ \t]+\S/.test(first.data ?? '') || (/^[ \t]+$/.test(first.data ?? '') && nodes.length > 1))) out.push(`line ${line(first.start ?? 0)}: a block starts with "${first.data}"`);
        if (last?.type === 'Text' && /\S[ \t]+$/.test(last.data ?? '')) out.push(`line ${line(last.start ?? 0)}: a block ends with "${last.data}"`);
      }
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v);
  };
  walk((parse(src, { modern: true }) as unknown as { fragment: Node }).fragment);
  return out;
}

/** Every review error code (a type elsewhere): the check below fails to compile when one is missing. */
const REVIEW_CODES = ['refused', 'not_found', 'decisions_invalid', 'decisions_unknown_export', 'decisions_other_campaign', 'decisions_tampered', 'decisions_posts_changed', 'decisions_stale', 'preview_empty', 'decisions_already_imported', 'client_not_waiting', 'client_over_request', 'unchanged_since_request'] as const satisfies readonly ReviewErrorCode[];
const ALL: [Exclude<ReviewErrorCode, (typeof REVIEW_CODES)[number]>] extends [never] ? true : false = true;

describe('no words glued to a code', () => {
  it('the guard sees the old toast and ErrorBox markup', () => {
    expect(droppedSpaces('<span>{t.message}{#if t.detail} <code>{t.detail}</code>{/if}</span>')).toHaveLength(1);
    expect(droppedSpaces('<p><code>{e.code}</code>{#if e.message} · {e.message}{/if}</p>')).toHaveLength(1);
    expect(droppedSpaces("<span>{t.message}{#if t.detail}{' '}<code>{t.detail}</code>{/if}</span>")).toEqual([]);
  });

  it('no component drops a separating space at the edge of a block', () => {
    const found: string[] = [];
    for (const f of svelteFiles(ROOT)) for (const d of droppedSpaces(readFileSync(f, 'utf8'))) found.push(`${relative(ROOT, f)} ${d}`);
    expect(found).toEqual([]);
  });

  it('every review error code has its own words in both languages, and its line holds no code', () => {
    expect(ALL).toBe(true);
    for (const code of REVIEW_CODES) {
      const words = wordsOf(code, 'postroom');
      expect(words, code).not.toBeNull();
      for (const lang of ['en', 'vi'] as const) {
        const l = errorLine({ code, message: `cannot approve post X: your role does not approve posts in this team` }, lang);
        expect(l, `${code} ${lang}`).not.toContain(code);
        expect(l).toMatch(/[.!?”)]$/);
        expect(words![lang].meaning).toMatch(/\S/);
      }
    }
  });
});
