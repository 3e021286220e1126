/**
 * One error model, true about its source (issue 32, part 4). Walks EVERY error code the bridge
 * can return — each core area's typed codes (bridge/error-sources.ts, whose records the compiler
 * holds to every area's code union), every Hub code of hub-api part 7, and the codes the bridge
 * and its transports make themselves — and checks, for the source each is stamped with, that the
 * shared layer says it in its own words in English and Vietnamese, with no raw code, field path,
 * HTTP status or exception text in the main words.
 */
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_SOURCES, CAMPAIGN_SOURCES, CORE_SOURCES, HUB_SOURCES, JOB_SOURCES, LIBRARY_SOURCES, MEDIA_SOURCES, PUBLISHER_SOURCES, REVIEW_SOURCES, SANDBOX_SOURCES, SECRETS_SOURCES, TEAM_SOURCES,
} from '../../src-main/bridge/error-sources';
import { KNOWN_HUB_CODES } from '../../src-main/hub';
import { ERROR_SOURCES, ERROR_WORDS, GENERIC_WORDS, SOURCE_WORDS, errorLine, errorSource, explainError, wordsOf, type ErrorSource } from '../../src-shared/errors';

const TABLES: Record<string, Readonly<Record<string, ErrorSource>>> = {
  hub: HUB_SOURCES, secrets: SECRETS_SOURCES, library: LIBRARY_SOURCES, media: MEDIA_SOURCES,
  publisher: PUBLISHER_SOURCES, campaign: CAMPAIGN_SOURCES, core: CORE_SOURCES, sandbox: SANDBOX_SOURCES, bridge: BRIDGE_SOURCES,
  review: REVIEW_SOURCES, team: TEAM_SOURCES, job: JOB_SOURCES,
};
/** Every (code, source) the bridge can answer with. */
const PAIRS = Object.entries(TABLES).flatMap(([area, t]) => Object.entries(t).map(([code, source]) => ({ area, code, source })));

/** What must never be in the main words: a snake_case name, a dotted field path, an HTTP status, exception text. */
const RAW = [/\b[a-z0-9]+_[a-z0-9_]+\b/, /\b[a-z]+\.[a-z]+\.[a-z]+\b/i, /\(\d{3}\)|\bHTTP\b|\b[45]\d\d\b/, /\b(TypeError|Error:|undefined|null|exception)\b/];
const clean = (s: string, code: string): void => {
  for (const re of RAW) expect(s, `${code}: ${s}`).not.toMatch(re);
  if (code.includes('_')) expect(s).not.toContain(code);
};

describe('every error code the bridge can return', () => {
  it('covers every Hub code of hub-api part 7 (and the transport codes), as the Hub’s but for no answer', () => {
    for (const c of KNOWN_HUB_CODES) expect(HUB_SOURCES[c], c).toBe('hub');
    expect(HUB_SOURCES.network).toBe('network');
    expect(PAIRS.length).toBeGreaterThan(70);
  });

  it.each(PAIRS)('$area $code ($source) is said in its own words, en and vi, with no raw code', ({ code, source }) => {
    const words = wordsOf(code, source);
    expect(words, `${code} has no words for ${source}`).not.toBeNull();
    for (const lang of ['en', 'vi'] as const) {
      const x = explainError({ code, message: `raw ${code} text`, source }, lang);
      expect(x.known).toBe(true);
      expect(x.source).toBe(source);
      expect(x.who).toBe(SOURCE_WORDS[lang][source]);
      expect(x.meaning.length).toBeGreaterThan(10);
      expect(x.todo.length).toBeGreaterThan(5);
      clean(x.meaning, code);
      clean(x.todo, code);
      const line = errorLine({ code, message: 'TypeError: Failed to fetch at connections.link', source }, lang);
      expect(line).not.toContain('TypeError');
      expect(line).not.toContain('connections.link');
    }
    expect(words!.vi.meaning).not.toBe(words!.en.meaning);
    expect(words!.vi.todo).not.toBe(words!.en.todo);
  });

  it('has no words for a code nothing can return (the table holds only real codes)', () => {
    const said = new Set(PAIRS.map((p) => `${p.code}/${p.source}`));
    const extra = Object.entries(ERROR_WORDS).flatMap(([code, by]) => Object.keys(by).map((s) => `${code}/${s}`)).filter((k) => !said.has(k));
    expect(extra).toEqual([]);
  });
});

describe('who said it', () => {
  it('the issue’s false blames are gone: a keychain failure is this computer, not the Hub', () => {
    const x = explainError({ code: 'keychain_unavailable', message: 'the keychain read failed: org.freedesktop.DBus.Error.ServiceUnknown', source: 'computer' }, 'en');
    expect(x.who).toBe('This computer');
    expect(`${x.meaning} ${x.todo}`).not.toMatch(/does not answer|The Hub said|DBus/);
    expect(x.meaning).toMatch(/keychain/);
  });

  it('refused input is Postroom’s own check, and its field path stays in the detail', () => {
    const line = errorLine({ code: 'invalid_input', message: 'Invalid input for connections.link: profile_id: Required', source: 'postroom' }, 'en');
    expect(line).toMatch(/^Postroom’s own check: /);
    expect(line).not.toMatch(/Hub said|connections\.link|profile_id/);
  });

  it('an error without a stamped source takes its code’s first source (a job’s last Hub answer)', () => {
    expect(errorSource({ code: 'internal_error' })).toBe('hub');
    expect(errorSource({ code: 'internal_error', source: 'postroom' })).toBe('postroom');
    expect(errorSource({ code: 'network' })).toBe('network');
    expect(errorSource({ code: 'not_found' })).toBe('hub');
    expect(errorSource({ code: 'not_found', source: 'postroom' })).toBe('postroom');
    expect(errorSource({ code: 'never_heard_of' })).toBe('postroom');
    expect(errorSource({ code: 'x', source: 'not a source' })).toBe('postroom');
  });

  it('a code with no words of its own still says its source in general words, never the code', () => {
    for (const source of ERROR_SOURCES) {
      for (const lang of ['en', 'vi'] as const) {
        const x = explainError({ code: 'brand_new_hub_code', message: 'as said', source }, lang);
        expect(x.known).toBe(false);
        expect(x.meaning).toBe(GENERIC_WORDS[source][lang].meaning);
        expect(errorLine({ code: 'brand_new_hub_code', message: 'as said', source }, lang)).not.toContain('brand_new_hub_code');
      }
    }
  });

  it('every source has its name in both languages', () => {
    for (const s of ERROR_SOURCES) {
      expect(SOURCE_WORDS.en[s].length).toBeGreaterThan(2);
      expect(SOURCE_WORDS.vi[s].length).toBeGreaterThan(1);
    }
  });
});
