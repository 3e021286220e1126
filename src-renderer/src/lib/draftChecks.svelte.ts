import type { BudgetDto, DraftDto, PostroomApi, ProblemDto } from '../../../src-main/bridge/contract';
import { changedSubjects, stillTrue, type CheckedState } from './checks';
import { fieldsOf } from './draftFields';

type Duplicate = { draftId: string; channel: string; caption: string; updatedAt: string };

/**
 * The composer's checks of one draft — preflight, budget and duplicate guard, from the core
 * (offline: no Hub needed) — and how far their answers still hold for what is on screen
 * (`shown`: the fields as edited and the draft's photos; lib/checks.ts). Checks run concurrently
 * (each photo change starts one; fitting is slow): only the latest one's answers are shown.
 */
export class DraftChecks {
  #bridge: PostroomApi;
  #draftId: string;
  #shown: () => CheckedState | null;
  #problems = $state.raw<ProblemDto[] | null>(null);
  /** The draft as saved when the shown answers were checked: an answer is shown while what it read is unchanged. */
  #checked = $state.raw<CheckedState | null>(null);
  /** Checks asked of the core and not answered yet. */
  #running = $state(0);
  #problemsError = $state<string | null>(null);
  #budget = $state.raw<BudgetDto | null>(null);
  #budgetError = $state<string | null>(null);
  #duplicates = $state.raw<Duplicate[]>([]);
  #seq = 0;

  constructor(bridge: PostroomApi, draftId: string, shown: () => CheckedState | null) {
    this.#bridge = bridge;
    this.#draftId = draftId;
    this.#shown = shown;
  }

  /**
   * The problems the last check found that are still true of what is on screen (lib/checks.ts):
   * one about a field changed since is dropped at once, and comes back only if the next check,
   * on the saved change, finds it again. Null until the first check answers.
   */
  readonly problems: ProblemDto[] | null = $derived.by(() => {
    const found = this.#problems;
    const checked = this.#checked;
    if (found === null || checked === null) return found;
    return stillTrue(found, checked, this.#shown());
  });
  /** A check is under way, or what is on screen changed since the answers shown were checked. */
  readonly behind: boolean = $derived.by(() => {
    if (this.#running > 0) return true;
    const checked = this.#checked;
    const shown = this.#shown();
    return checked !== null && shown !== null && changedSubjects(checked, shown).size > 0;
  });
  /**
   * The size check answers for what is on screen: same photos, profile and channels as the draft
   * it was worked out on (an error of a half-saved draft is not shown; the next check's is).
   */
  readonly budgetCurrent: boolean = $derived.by(() => {
    const checked = this.#checked;
    const shown = this.#shown();
    if (!checked || !shown) return false;
    const changed = changedSubjects(checked, shown);
    return !changed.has('photos') && !changed.has('profile_id') && !changed.has('platforms');
  });
  get problemsError(): string | null {
    return this.#problemsError;
  }
  get budget(): BudgetDto | null {
    return this.#budget;
  }
  get budgetError(): string | null {
    return this.#budgetError;
  }
  get duplicates(): Duplicate[] {
    return this.#duplicates;
  }

  /** Checks `draft` as saved; the answers are kept unless a newer check started meanwhile. */
  async run(draft: DraftDto): Promise<void> {
    const seq = ++this.#seq;
    const checked: CheckedState = { fields: fieldsOf(draft), photos: draft.photos.map((p) => p.id) };
    this.#running++;
    let answers;
    try {
      answers = await Promise.all([
        this.#bridge.invoke('drafts.preflight', { id: this.#draftId }),
        this.#bridge.invoke('drafts.budget', { id: this.#draftId }),
        this.#bridge.invoke('drafts.duplicates', { id: this.#draftId }),
      ]);
    } finally {
      this.#running--;
    }
    const [p, b, d] = answers;
    if (seq !== this.#seq) return; // a newer check is under way: these answers are stale
    this.#checked = checked;
    if (p.ok) {
      this.#problems = p.value;
      this.#problemsError = null;
    } else this.#problemsError = p.error.message;
    if (b.ok) {
      this.#budget = b.value;
      this.#budgetError = null;
    } else this.#budgetError = b.error.message;
    if (d.ok) this.#duplicates = d.value;
  }
}
