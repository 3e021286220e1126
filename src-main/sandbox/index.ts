/**
 * The sandbox Hub: a faithful, stateful implementation of the Hub reference
 * (shared/spec/hub-api.md, open points per hub-contract.md) on 127.0.0.1.
 *
 * Published posts are rows of the `posts` table of `<dataDir>/sandbox.sqlite`
 * (WAL): `idempotency_key`, `request_id`, `profile_id`, `caption`, `platforms`,
 * `created_at`. Another process may open it read-only to count them.
 */
export { startSandbox, type SandboxOptions, type SandboxHandle, type SandboxControl, type PublishedPost } from './server';
export { FAULT_PRESETS, loadFaults, resolveFaults, type FaultConfig } from './faults';
export { HubRefusal, HUB_STATUS, SandboxConfigError, type HubCode } from './errors';
export { demoApiKey, DEMO_PROFILES, PLAN_FEATURES, type PlanFeature } from './seed';
export { CATALOGUE, foldForSearch } from './music';
export { CHANNEL_REFUSALS } from './outcomes';
export { BODY_IN_TITLE_MIN_CHARS } from './publish';
