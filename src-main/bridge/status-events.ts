/**
 * h-uicall (session 30): a campaign's status as its 'campaign' events carry it. Each status lists why every post a send
 * would take is not sent yet (`now.notSentWhy`, send-now.ts: ~65 bytes a post), and a send tells the windows its status
 * after every chunk: a 2,000-post send sent the same 130 KB list 162 times (32.5 MB of events, campaign-ui bench).
 *
 * 1. Every status (answers and events) carries `now.notSentWhyKey`, a digest of the list it was derived with.
 * 2. An event carries the list only when it differs from the one the last event of that campaign carried; otherwise it
 *    carries the key alone, and a window keeps the list it holds under that key (campaign.svelte.ts onStatus). A window
 *    whose list is not that key's (it read the status between two events) reads the status again: it never shows a
 *    reason another list gave.
 * The core's status (sender.ts) is unchanged: `campaigns.status` and `postroom campaign status` answer the whole list.
 */
import { createHash } from 'node:crypto';
import type { CampaignStatusDto } from './contract';

type Why = NonNullable<CampaignStatusDto['now']['notSentWhy']>;

/** The digest of a list of reasons (16 hex digits of its JSON's SHA-1): the same list, the same key. */
export const notSentWhyKey = (list: Why): string => createHash('sha1').update(JSON.stringify(list)).digest('hex').slice(0, 16);

/** The status with its list's key (every answer and event). */
export function keyedStatus(s: CampaignStatusDto): CampaignStatusDto {
  const list = s.now.notSentWhy;
  return list ? { ...s, now: { ...s.now, notSentWhyKey: notSentWhyKey(list) } } : s;
}

/** A shaper of one core's 'campaign' events: the list only when it changed since the campaign's last event (the key always). */
export function statusEvents(): (s: CampaignStatusDto) => CampaignStatusDto {
  const sent = new Map<string, string>();
  return (s) => {
    const k = keyedStatus(s);
    const key = k.now.notSentWhyKey;
    if (key === undefined) {
      sent.delete(s.campaignId);
      return k;
    }
    if (sent.get(s.campaignId) !== key) {
      sent.set(s.campaignId, key);
      return k;
    }
    const { notSentWhy: _unchanged, ...now } = k.now;
    return { ...k, now };
  };
}
