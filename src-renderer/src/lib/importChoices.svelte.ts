import { SvelteSet } from 'svelte/reactivity';
import type { ImportDefaults } from './campaign.svelte';
import type { DateOrder } from './importReport';
import type { CodePage } from '../../../src-shared/sheet-decode';
import { localZone } from './schedule';

/**
 * A campaign's Import tab choices: the profile and channels for rows that leave them out, the zone, the
 * "Dates in the file" choice and the answer to this file's "day or month first?". Screen state, kept per
 * campaign while the app runs (as the Plan tab keeps its plan): leaving the tab, or the campaign, and
 * coming back finds them as the person left them (they were reset on every return).
 */
export class ImportChoices {
  profileId = $state('');
  readonly channels = new SvelteSet<string>();
  /** The zone a row's time is read in when it names none: this computer's own, shown as the real value. */
  zone = $state(localZone());
  /** The tab's "Dates in the file" choice; '' reads the order from each file's rows. */
  dateOrder = $state<'' | DateOrder>('');
  /** The answer to "day or month first?" for the file now read alone: a new file starts from its own rows again. */
  answered = $state<'' | DateOrder>('');
  /** w26bom: the tab's "Encoding if not UTF-8" choice; '' guesses (and the report says it was a guess). */
  codePage = $state<'' | CodePage>('');
  /** The answer to "these rows are posts already in the campaign" for the file now read: '' asks. */
  duplicates = $state<'' | 'skip' | 'import'>('');

  /**
   * The order in force for the file on screen, and the one derivation of it: the answer to this file's
   * question, else the tab's choice, else '' (the rows decide). The "Dates in the file" control shows it and
   * the core is asked with it, so the control and the report's "as you chose" never say two things.
   */
  get order(): '' | DateOrder {
    return this.answered || this.dateOrder;
  }

  /** A new file (or none): the answers given for the last one are not its answers. */
  newFile(): void {
    this.answered = '';
    this.duplicates = '';
  }

  /** The control changed: its choice is the order, for this file and the next ones. */
  setOrder(v: '' | DateOrder): void {
    this.dateOrder = v;
    this.answered = '';
  }

  defaults(): ImportDefaults {
    return { profile_id: this.profileId || null, platforms: [...this.channels], timezone: this.zone.trim() || null, dateOrder: this.order || null, duplicates: this.duplicates || 'ask' };
  }
}

// Bookkeeping, never rendered (each entry's fields are the reactive part): a plain Map on purpose.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const kept = new Map<string, ImportChoices>();

/** The Import tab's choices of a campaign, the same object each time while the app runs. */
export function importChoices(campaignId: string): ImportChoices {
  let c = kept.get(campaignId);
  if (!c) {
    c = new ImportChoices();
    kept.set(campaignId, c);
  }
  return c;
}
