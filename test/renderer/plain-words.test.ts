/**
 * The Plan tab and Settings say things in a person's words: no request field, endpoint or error
 * code (scheduled_at, add_to_queue, facebook_page_id, GET /v1/usage, 429 quota_exceeded) in the
 * text on screen, in English or Vietnamese. Codes belong in a tooltip or detail.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const RAW = /\b[a-z]+_[a-z_]+\b|\bGET \/|\/v1\/|\b[45]\d\d\b/;

function strings(v: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof v === 'string') out.push([path, v]);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(x, `${path}.${k}`, out);
  return out;
}

const pick = (dict: typeof en): [string, string][] => {
  const d = dict as unknown as { campaigns: Record<string, unknown>; account: Record<string, unknown> };
  return [
    ...strings({ deliverySchedule: d.campaigns.deliverySchedule, deliveryQueue: d.campaigns.deliveryQueue, rule6: d.campaigns.rule6 }, 'campaigns', []),
    ...strings({ usageHint: d.account.usageHint, allowance: d.account.allowance }, 'account', []),
  ];
};

describe('plain words on the Plan tab and in Settings', () => {
  for (const [lang, dict] of [['en', en], ['vi', vi]] as const) {
    it(`${lang}: no field name, endpoint or status code`, () => {
      const raw = pick(dict as typeof en).filter(([, s]) => RAW.test(s));
      expect(raw).toEqual([]);
    });
  }
});
