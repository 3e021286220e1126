/**
 * No English left in the Vietnamese UI where the words come from the core: a preflight
 * problem reads from its code (the core's English message only as a tooltip), and a
 * channel's description comes from the vi words keyed by channel, not the table's `kind`.
 */
import { describe, expect, it } from 'vitest';
import { SPREAD_PROBLEM_CODES } from '../../src-main/campaigns';
import { CHANNELS, CHANNEL_KEYS } from '../../src-main/hub/channels';
import { PROBLEM_CODES as CORE_CODES } from '../../src-main/publisher';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { channelKind, problemDetail, problemText } from '../../src-renderer/src/lib/problems';

/** The lookups `$_` does, on one dictionary; a missing key comes back as itself (as svelte-i18n does). */
const translator = (dict: object) => (key: string, opts?: { values: Record<string, string | number> }): string => {
  let v: unknown = dict;
  for (const part of key.split('.')) v = (v as Record<string, unknown> | undefined)?.[part];
  if (typeof v !== 'string') return key;
  return v.replace(/\{(\w+)\}/g, (m, name: string) => String(opts?.values[name] ?? m));
};
const tVi = translator(vi);
const tEn = translator(en);
const label = (k: string) => k.toUpperCase();

describe('Vietnamese words for what the core says', () => {
  it('every problem the core can report reads in Vietnamese, never in its English message', () => {
    for (const code of [...CORE_CODES, 'photo_unreadable', 'body_over_cap', 'collision', 'duplicate', 'some_future_code']) {
      const p = { code, field: 'pinterest_board_id', channel: 'pinterest', message: `the core's English detail for ${code}` };
      const line = problemText(p, tVi, label);
      expect(line, code).not.toContain(p.message);
      expect(line, code).not.toBe(problemText(p, tEn, label));
      expect(line, code).not.toMatch(/^compose\./);
      // The core's words stay reachable, as the tooltip.
      expect(problemDetail(p)).toContain(p.message);
    }
  });

  it('every reason a campaign post got no time has Vietnamese words of its own', () => {
    for (const code of SPREAD_PROBLEM_CODES) {
      const key = `campaigns.spreadProblem.${code}`;
      expect(tVi(key), code).not.toBe(key);
      expect(tVi(key), code).not.toBe(tEn(key));
    }
  });

  it('every channel has a Vietnamese description, and the English one is the channel table’s', () => {
    for (const key of CHANNEL_KEYS) {
      const c = CHANNELS[key];
      expect(channelKind(c, tEn), key).toBe(c.kind);
      const words = channelKind(c, tVi);
      expect(words, key).not.toBe(c.kind);
      expect(words, key).not.toMatch(/^channels\./);
    }
  });
});
