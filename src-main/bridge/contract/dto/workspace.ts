/** The app, its workspaces, the key's status and the connection to the Hub. */
import type { ErrorSource } from '../../../../src-shared/errors';

export interface SystemInfo {
  app: 'Postroom';
  version: string;
  node: string;
  electron: string | null;
  chromium: string | null;
  platform: string;
  shell: 'electron' | 'web';
  dataDir: string;
  workspace: WorkspaceDto | null;
}

export interface WorkspaceDto {
  id: string;
  name: string;
  kind: 'sandbox' | 'hub';
  hubUrl: string;
  current: boolean;
  key: KeyStatusDto;
}

/** Never the key itself: only whether one is there and its last four characters. */
export interface KeyStatusDto {
  hasKey: boolean;
  last4: string | null;
  source: 'keychain' | 'env' | 'sandbox' | null;
}

export type ConnectivityState = 'online' | 'offline' | 'checking';
export interface ConnectivityDto {
  state: ConnectivityState;
  hubUrl: string;
  checkedAt: string | null;
  /** Why it is offline, in words. */
  reason: string | null;
  /** The Hub is the built-in Sandbox (nothing is really posted), not an account's URL. */
  sandbox: boolean;
  /**
   * Errors (issue 32): what stopped the reading, and who said it — no answer over the network, or
   * this computer's keychain before the Hub was asked at all. Null when online.
   */
  problem?: { code: string; message: string; source: ErrorSource } | null;
}
