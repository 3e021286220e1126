/**
 * English strings around errors and channel refusals (issue 32, parts 3 and 4). The words of
 * each error code and each refusal are in the shared layer (src-shared/errors.ts, refusals.ts);
 * these are the screens' own. Spread into `en`; `errors.vi.ts` is typed against this shape.
 */
export const errorsEn = {
  /** The language the error words are said in (src-shared/errors.ts): a function given only `t` reads it. */
  errorLang: 'en',
  refusal: {
    meaning: 'What it means',
    todo: 'What to do',
    showVietnamese: 'Show the Hub’s Vietnamese rendering',
    hideVietnamese: 'Hide the Vietnamese rendering',
    basis: 'From {source}, checked {date}',
    general: 'General advice: no rule on file matches these words.',
  },
  connectivityProblem: {
    blocked: 'Hub not reached',
    meanwhile: 'Drafting works; publishing waits in the Outbox.',
  },
};
