/**
 * h-clientpage (walk 44a, 5 and 6): the page's parts that say what the Hub holds of a post (hub-calls.ts), each Hub post
 * with its channels, state and time, and the channels that refused it. page.ts renders the rest; the words are its
 * catalog's (PREVIEW_ENGLISH), passed in with the client's clock, so this module reads no language of its own.
 *
 * 1. The list (w16twice): every Hub post, unless the Hub holds exactly what the page shows (each channel once, at the
 *    post's time, with its text now, none refused): then nothing more.
 * 2. The note under the post's time: when its channels are at two times or states, or a channel refused it, what is
 *    published, scheduled and refused ("Published on Facebook and Threads; Instagram refused it: …"), then what
 *    asking for changes means now. Otherwise the page's one-line note as before.
 * 3. The post's time: a post whose channels are at two times or states says each ("Published … · Facebook",
 *    "Scheduled … · Instagram"), never one "Goes out".
 */
import { CHANNELS, isChannelKey } from '../../hub';
import { type Draft, scheduledInstant } from '../../library';
import type { ReviewLang } from '../review';
import type { HubCall, PostCalls, Refusal } from './hub-calls';

/** The words these parts say (page.ts PREVIEW_ENGLISH, one language). */
export interface HeldWords {
  heldOne: string; heldMany: string; heldScheduled: string; heldSent: string; heldUnknown: string; noCaption: string;
  refusedIt: string; refusedBare: string; sumPublished: string; sumScheduled: string; sumSent: string;
}

export interface HeldSay {
  w: HeldWords;
  lang: ReviewLang;
  /** An instant on the client's clock (page.ts instantText). */
  time: (ms: number) => string;
  escape: (s: string) => string;
  /** The caption and title a channel gets (page.ts channelText). */
  channelText: (d: Draft, channel: string) => { caption: string; title: string };
}

const fill = (s: string, values: Record<string, string | number>): string => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
const label = (ch: string): string => (isChannelKey(ch) ? CHANNELS[ch].label : ch);
const labels = (chs: readonly string[]): string => chs.map(label).join(', ');
const list = (chs: readonly string[], lang: ReviewLang): string => new Intl.ListFormat(lang, { type: 'conjunction' }).format(chs.map(label));

/** A refusal in the client's words, with the Hub's own (in Vietnamese when it gave them). */
export function refusalText(r: Refusal, say: Pick<HeldSay, 'w' | 'lang'>): string {
  const why = (say.lang === 'vi' ? r.vietnamese ?? r.message : r.message)?.trim();
  return why ? fill(say.w.refusedIt, { channel: label(r.channel), why }) : fill(say.w.refusedBare, { channel: label(r.channel) });
}

/** Every refusal of the post, once per channel: the calls' (where they happened, a retry may have taken the channel since) and the channels refused now. */
const refusalsOf = (p: PostCalls): Refusal[] => {
  const all = [...p.calls.flatMap((c) => c.refused), ...p.refused];
  return all.filter((r, i) => all.findIndex((x) => x.channel === r.channel) === i);
};

const stageKey = (c: HubCall): string => `${c.stage}|${c.at}`;

/** Item 2: the post is said channel by channel: its channels are at two times or states, or one refused it. */
export const saidByChannel = (p: PostCalls | undefined): p is PostCalls =>
  !!p && p.calls.length > 0 && (refusalsOf(p).length > 0 || new Set(p.calls.map(stageKey)).size > 1);

/** Item 1: the calls listed under a post: none when the Hub holds exactly what the page shows. */
export function heldShown(d: Draft, p: PostCalls | undefined, channelText: HeldSay['channelText']): readonly HubCall[] {
  const calls = p?.calls ?? [];
  if (calls.length === 0) return calls;
  const at = d.scheduled_at ? scheduledInstant(d.scheduled_at, d.timezone) : null;
  const channels = calls.flatMap((c) => c.channels);
  const asShown = (c: HubCall): boolean => (c.stage === 'scheduled' ? at !== null && Date.parse(c.at) === at : true)
    && c.refused.length === 0
    && c.channels.every((ch) => { const t = channelText(d, ch); return (t.caption || t.title) === c.caption; });
  const sameTime = at === null ? calls.every((c) => c.stage !== 'scheduled') : calls.every((c) => Date.parse(c.at) === at);
  return new Set(channels).size === channels.length && sameTime && calls.every(asShown) && p!.refused.length === 0 ? [] : calls;
}

const stageLine = (c: HubCall, say: HeldSay): string =>
  fill(c.stage === 'scheduled' ? say.w.heldScheduled : c.stage === 'published' ? say.w.heldSent : say.w.heldUnknown, { time: say.time(Date.parse(c.at)) });

/** Item 1: the list of the Hub's posts, or ''. */
export function heldBlock(calls: readonly HubCall[], say: HeldSay): string {
  if (calls.length === 0) return '';
  const e = say.escape;
  const items = calls.map((c) => {
    const refused = c.refused.length > 0 ? ` — ${e(c.refused.map((r) => refusalText(r, say)).join('; '))}` : '';
    const caption = c.caption ? e(c.caption) : `<span class="muted">${e(say.w.noCaption)}</span>`;
    return `<li data-held-at="${e(c.at)}" data-stage="${c.stage}"><strong>${e(stageLine(c, say))}</strong> · ${e(labels(c.channels))}${refused}`
      + `<p class="caption" dir="auto">${caption}</p></li>`;
  }).join('');
  const head = calls.length === 1 ? say.w.heldOne : fill(say.w.heldMany, { n: calls.length });
  return `<section class="held" data-hub-posts="${calls.length}" role="note"><p>${e(head)}</p><ol>${items}</ol></section>`;
}

/** Item 2: what is published, scheduled and refused, as one sentence ("Published on X and Threads; Instagram refused it: …"). */
export function channelsSummary(p: PostCalls, say: Pick<HeldSay, 'w' | 'lang'>): string {
  const on = (stage: HubCall['stage']): string[] => [...new Set(p.calls.filter((c) => c.stage === stage).flatMap((c) => c.channels))];
  const states: string[] = [];
  const published = on('published');
  const scheduled = on('scheduled');
  const sent = on('sent');
  if (published.length > 0) states.push(fill(say.w.sumPublished, { channels: list(published, say.lang) }));
  if (scheduled.length > 0) states.push(fill(say.w.sumScheduled, { channels: list(scheduled, say.lang) }));
  if (sent.length > 0) states.push(fill(say.w.sumSent, { channels: list(sent, say.lang) }));
  // After a semicolon a state word goes on in lower case; a refusal starts with its channel's name.
  const said = states.map((s, i) => (i === 0 ? s : s.charAt(0).toLocaleLowerCase(say.lang) + s.slice(1)));
  // A channel refused then and held since (retried) is said where it refused, in the list (item 1), not here.
  return [...said, ...p.refused.map((r) => refusalText(r, say))].join('; ');
}

/** Item 3: each Hub post's state, time and channels, one a line. */
export const callsTimeLines = (p: PostCalls, say: HeldSay): string =>
  p.calls.map((c) => `<span data-held-at="${say.escape(c.at)}" data-stage="${c.stage}">${say.escape(`${stageLine(c, say)} · ${labels(c.channels)}`)}</span>`).join('<br>');
