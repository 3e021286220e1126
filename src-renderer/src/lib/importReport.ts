import type { CampaignImportReportDto } from '../../../src-main/bridge/contract';

export type ReportProblem = CampaignImportReportDto['problems'][number];

/** A message lookup, as svelte-i18n's `$_` is. */
export type Translate = (key: string, options?: { values?: Record<string, string | number> }) => string;

/**
 * A problem in the user's language: a name that matched nothing (and the closest known one), or a
 * problem the core gave as a key and values (`say`); any other (a photo's, the schema's) as the
 * core wrote it.
 */
export function problemText(p: { field: string; message: string; name?: string; suggestion?: string | null; say?: { key: string; values?: Record<string, string> } }, t: Translate): string {
  if (p.name !== undefined) {
    const head = t('campaigns.noSuchName', { values: { what: p.field, name: p.name } });
    return p.suggestion ? t('campaigns.didYouMean', { values: { head, suggestion: p.suggestion } }) : head;
  }
  return p.say ? t(`importProblem.${p.say.key}`, { values: p.say.values ?? {} }) : p.message;
}

/** One problem as the report shows it, with every row it stands on. */
export interface ProblemGroup {
  problem: ReportProblem;
  /** Where it stands: file lines for CSV ("4"), array indexes for JSON ("#4"); the first is the problem's own. */
  places: string[];
}

/** Up to this many problems the report lists each on its own row; beyond, identical ones are said once. */
export const GROUP_FROM = 8;
/** Places listed for a grouped problem before "and N more". */
export const PLACES_SHOWN = 12;

export const placeOf = (p: { line?: number; index?: number }): string => (p.line !== undefined ? String(p.line) : p.index !== undefined ? `#${p.index}` : '—');

/**
 * The report's problems, in order of first appearance. A long report (more than GROUP_FROM)
 * says identical problems (same field, kind and words: the same unknown name, the same bad
 * value) once, with the rows they stand on, instead of repeating the same line many times.
 */
export function groupProblems(problems: readonly ReportProblem[], groupFrom = GROUP_FROM): ProblemGroup[] {
  if (problems.length <= groupFrom) return problems.map((problem) => ({ problem, places: [placeOf(problem)] }));
  const groups = new Map<string, ProblemGroup>();
  for (const p of problems) {
    const k = JSON.stringify([p.field, p.code, p.message]);
    const g = groups.get(k);
    if (g) {
      if (!g.places.includes(placeOf(p))) g.places.push(placeOf(p));
    } else groups.set(k, { problem: p, places: [placeOf(p)] });
  }
  return [...groups.values()];
}
