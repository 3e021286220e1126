export { RETRY_POLICY } from '../../src-main/hub';
export type { FaultConfig } from '../../src-main/sandbox';
