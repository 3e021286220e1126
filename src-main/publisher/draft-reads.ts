/**
 * w28reads (code review, 2026-11-28): what the posts of a LIST of drafts are derived from, read once for the list:
 * 1. this journal's jobs of the drafts: one query (listJobs `draftIds`), made when first asked;
 * 2. the team's outcomes of them: one query (the port's `sharedOutcomesOf`; a port without it is asked once per draft).
 * The derivations of a list (draftPostStates, teammateSends, bridge drafts-edited.ts) take it instead of reading each
 * draft again. Before, a page of the Library read each sent draft's jobs three times and its team outcomes twice, a
 * query each, and the Outbox read each teammate-sent draft's jobs and outcomes alone. A draft outside the list is read
 * as before (its own query). Made per call and never kept: what it answers is the library as it was read.
 */
import { groupBy } from '../../src-shared/group-by';
import type { Job, ReadableDB } from '../library';
import { listJobs } from './read';
import type { TeamOutcome, TeamPublishPort } from './team';

/** This journal's jobs of a draft, newest first (listJobs' order). */
export type JobsOf = (draftId: string) => readonly Job[];

/** The team's view a derivation reads (draft-states.ts TeamView), answering from the reading. */
export type ReadTeam = Pick<TeamPublishPort, 'me'> & Required<Pick<TeamPublishPort, 'sharedOutcomes'>>;

export interface DraftReads {
  jobsOf: JobsOf;
  /** null: no team (nothing shared). */
  team: ReadTeam | null;
}

type Port = Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sharedOutcomesOf'>;

/** Reads once what the posts of `draftIds` are derived from (see above). */
export function readDrafts(db: ReadableDB, draftIds: readonly string[], port: Port | null | undefined): DraftReads {
  const listed = new Set(draftIds);
  let jobs: Map<string, Job[]> | null = null;
  const jobsOf: JobsOf = (id) => {
    if (!listed.has(id)) return listJobs(db, { draftId: id });
    jobs ??= groupBy(listJobs(db, { draftIds: [...listed] }), (j) => j.draftId);
    return jobs.get(id) ?? [];
  };
  if (!port) return { jobsOf, team: null };
  let shared: Map<string, TeamOutcome[]> | null = null;
  const alone = new Map<string, TeamOutcome[]>();
  const sharedOutcomes = (id: string): TeamOutcome[] => {
    if (listed.has(id) && port.sharedOutcomesOf) return (shared ??= port.sharedOutcomesOf([...listed])).get(id) ?? [];
    if (!alone.has(id)) alone.set(id, port.sharedOutcomes?.(id) ?? []);
    return alone.get(id)!;
  };
  return { jobsOf, team: { me: port.me, sharedOutcomes } };
}
