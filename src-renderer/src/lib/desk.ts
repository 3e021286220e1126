/**
 * The Outbox's remembered choices (issue 32 item 1): cards or the review desk's table, the date
 * range, the filters (the cards' and the table's), and the outcomes picked in the summary. Pure:
 * parsed from and written to a key-value store by lib/desk.svelte.ts.
 */
import type { OutcomeFilterDto, OutcomeKind, PostStateKind } from '../../../src-main/bridge/contract';
import { DATE_RANGES, rangeBounds, type DateRange } from './dateFilter';
import { POST_STATES } from './postState';

export type OutboxView = 'cards' | 'table';
export const OUTCOME_KINDS: readonly OutcomeKind[] = ['published', 'refused', 'unknown', 'waiting'];
/** What a finished batch's notification opens the desk on: what needs the person. */
export const ATTENTION: readonly OutcomeKind[] = ['refused', 'unknown'];

export interface DeskChoices {
  view: OutboxView;
  range: DateRange;
  /** The custom range's days (`<input type="date">` values), either may be empty. */
  from: string;
  to: string;
  state: PostStateKind | '';
  profile: string;
  channel: string;
  campaign: string;
  outcomes: OutcomeKind[];
}

export const DESK_DEFAULTS: DeskChoices = { view: 'cards', range: 'all', from: '', to: '', state: '', profile: '', channel: '', campaign: '', outcomes: [] };
export const DESK_STORAGE_KEY = 'postroom.outbox';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const str = (v: unknown, max = 200): string => (typeof v === 'string' && v.length <= max ? v : '');

/** What was stored, checked field by field: anything unreadable falls back to its default. */
export function parseDeskChoices(text: string | null): DeskChoices {
  let raw: Record<string, unknown> = {};
  try {
    const v: unknown = text ? JSON.parse(text) : {};
    if (v && typeof v === 'object' && !Array.isArray(v)) raw = v as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : '');
  return {
    view: raw.view === 'table' ? 'table' : 'cards',
    range: (DATE_RANGES as readonly unknown[]).includes(raw.range) ? (raw.range as DateRange) : 'all',
    from: day(raw.from),
    to: day(raw.to),
    state: (POST_STATES as readonly unknown[]).includes(raw.state) ? (raw.state as PostStateKind) : '',
    profile: str(raw.profile),
    channel: str(raw.channel, 40),
    campaign: str(raw.campaign),
    outcomes: Array.isArray(raw.outcomes) ? OUTCOME_KINDS.filter((k) => (raw.outcomes as unknown[]).includes(k)) : [],
  };
}

/** The core's filter for these choices at `now` (empty choices left out, as the bridge wants them). */
export function outcomeFilter(c: DeskChoices, now: Date): OutcomeFilterDto {
  return {
    ...rangeBounds(c.range, { from: c.from, to: c.to }, now),
    ...(c.state ? { state: c.state } : {}),
    ...(c.profile ? { profile: c.profile } : {}),
    ...(c.channel ? { channel: c.channel } : {}),
    ...(c.campaign ? { campaign: c.campaign } : {}),
    ...(c.outcomes.length > 0 ? { outcomes: [...c.outcomes] } : {}),
  };
}

/**
 * A summary cell clicked: that brand or channel and that outcome (clicking the cell already chosen
 * clears it). A brand's cell clears the channel and a channel's the brand, so a cell shows its count.
 */
export function pickCell(c: DeskChoices, cell: { by: 'profile' | 'channel' | 'total'; key: string; outcome: OutcomeKind }): DeskChoices {
  const profile = cell.by === 'profile' ? cell.key : '';
  const channel = cell.by === 'channel' ? cell.key : '';
  const same = c.profile === profile && c.channel === channel && c.outcomes.length === 1 && c.outcomes[0] === cell.outcome;
  return same ? { ...c, profile: '', channel: '', outcomes: [] } : { ...c, view: 'table', profile, channel, outcomes: [cell.outcome] };
}

/**
 * A finished batch's notification, clicked: the desk on that campaign whatever the dates, on what
 * needs attention (refused, unknown) when the batch has any, else on every outcome.
 */
export function batchDeskChoices(c: DeskChoices, campaignId: string | null, attention: boolean): DeskChoices {
  return { ...c, view: 'table', range: 'all', state: '', profile: '', channel: '', campaign: campaignId ?? '', outcomes: attention ? [...ATTENTION] : [] };
}
