/**
 * The sandbox Hub: a faithful, stateful implementation of the Hub reference
 * (shared/spec/hub-api.md, open points per hub-contract.md) on 127.0.0.1.
 *
 * Published posts are rows of the `published` view (over the `posts` table) of
 * `<dataDir>/sandbox.sqlite` (WAL): `seq`, `idempotency_key`, `request_id`, `job_id`,
 * `profile_id`, `caption`, `platforms` (JSON array), `created_at` (epoch ms). Another
 * process may open the file read-only while the sandbox runs and count them, e.g.
 * `SELECT idempotency_key, count(*) FROM published GROUP BY 1 HAVING count(*) > 1`.
 */
export { startSandbox, type SandboxOptions, type SandboxHandle, type SandboxControl, type PublishedPost } from './server';
export { FAULT_PRESETS, loadFaults, resolveFaults, type FaultConfig } from './faults';
export { HubRefusal, HUB_STATUS, SandboxConfigError, type HubCode } from './errors';
export { demoApiKey, DEMO_PROFILES, PLAN_FEATURES, type PlanFeature } from './seed';
export { CATALOGUE, foldForSearch } from './music';
export { CHANNEL_REFUSALS } from './outcomes';
export { BODY_IN_TITLE_MIN_CHARS } from './publish';
export { mulberry32, randomToken } from './prng';
