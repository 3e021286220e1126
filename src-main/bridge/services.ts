import { dataPaths, PostroomError, systemClock, type Clock } from '../common';
import { HubClient, HubError } from '../hub';
import { join } from 'node:path';
import { openLibrary, restore, type Library, type Workspace } from '../library';
import { startSandbox, type FaultConfig, type SandboxHandle } from '../sandbox';
import { createSecretsServices, type SecretsServices, type SecretStore } from '../secrets';
import type { TeamPublishPort } from '../publisher';
import { teamPublishPort, type ClaimCarrier } from '../team';
import type { ConnectivityDto } from './contract';
import { sourceOfError } from './error-sources';
import type { EventHub } from './events';

/** Something the current workspace cannot do right now (no key, sandbox off…). Plain words, stable code. */
/** The core's own failures outside any area: `no_hub` (no embedded sandbox here), `not_found`, `io` (a file of this computer). */
export type CoreErrorCode = 'no_hub' | 'not_found' | 'io';
export class CoreError extends PostroomError<CoreErrorCode> {
  override readonly name = 'CoreError';
}

export interface ServicesOptions {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  events: EventHub;
  /** Replaces the OS keychain (tests). */
  secretStore?: SecretStore;
  /** Start the embedded sandbox Hub for the sandbox workspace (default true), with its fault injection and seed. */
  embeddedSandbox?: boolean | { faults?: FaultConfig | string; seed?: number };
  /** Put a staged restore in place before opening the library (the app's shells: yes; the CLI: no). Default true. */
  applyStagedRestore?: boolean;
  /** How often the Hub is pinged for the connectivity indicator (default 30 s; 0 = only on demand). */
  connectivityIntervalMs?: number;
  clock?: Clock;
}

export interface HubConnection {
  workspace: Workspace;
  baseUrl: string;
  client: HubClient;
}

/**
 * The long-lived services of one running app (one per shell process): the library,
 * the embedded sandbox Hub, keys and workspaces, the Hub client of the current
 * workspace, and the connectivity state.
 */
export class Services {
  readonly library: Library;
  readonly secrets: SecretsServices;
  readonly sandbox: SandboxHandle | null;
  readonly events: EventHub;
  readonly dataDir: string;
  readonly clock: Clock;
  #hub: { key: string; conn: HubConnection } | null = null;
  #connectivity: ConnectivityDto = { state: 'checking', hubUrl: '', checkedAt: null, reason: null, sandbox: false };
  #timer: NodeJS.Timeout | null = null;

  private constructor(o: { library: Library; secrets: SecretsServices; sandbox: SandboxHandle | null; events: EventHub; dataDir: string; clock: Clock }) {
    this.library = o.library;
    this.secrets = o.secrets;
    this.sandbox = o.sandbox;
    this.events = o.events;
    this.dataDir = o.dataDir;
    this.clock = o.clock;
  }

  static async start(opts: ServicesOptions): Promise<Services> {
    const paths = dataPaths(opts.dataDir);
    // A restore staged from Settings goes in place now, before anything opens the library (library/restore.ts).
    if (opts.applyStagedRestore !== false) restore.applyStagedRestore({ libraryFile: paths.library, backupsDir: join(opts.dataDir, 'backups'), now: (opts.clock ?? systemClock).now() });
    const library = openLibrary(paths.library);
    let sandbox: SandboxHandle | null = null;
    if (opts.embeddedSandbox !== false) {
      const cfg = typeof opts.embeddedSandbox === 'object' ? opts.embeddedSandbox : {};
      sandbox = await startSandbox({ dataDir: opts.dataDir, port: 0, ...(cfg.faults === undefined ? {} : { faults: cfg.faults }), ...(cfg.seed === undefined ? {} : { seed: cfg.seed }) });
    }
    const secrets = createSecretsServices({
      library,
      env: opts.env,
      ...(opts.secretStore ? { store: opts.secretStore } : {}),
      sandboxKey: () => sandbox?.apiKey ?? null,
    });
    const s = new Services({ library, secrets, sandbox, events: opts.events, dataDir: opts.dataDir, clock: opts.clock ?? systemClock });
    const every = opts.connectivityIntervalMs ?? 30_000;
    if (every > 0) {
      s.#timer = setInterval(() => void s.checkConnectivity(), every);
      s.#timer.unref();
    }
    return s;
  }

  currentWorkspace(): Workspace {
    return this.library.workspaces.getCurrent(this.library.db);
  }

  /** The open team binding's flush of a workspace (set by the core once its team service exists): claims go out at once. */
  teamCarrier: ((workspaceId: string) => ClaimCarrier | null) | null = null;

  /** The publisher's team port of a workspace (default the current one): null when it is not a team's (issue 34, team-wire). */
  teamPort(ws: Workspace = this.currentWorkspace()): TeamPublishPort | null {
    return teamPublishPort(this.library, ws, this.teamCarrier?.(ws.id) ?? null);
  }

  /** The Hub client of the current workspace: the embedded sandbox, or the account's URL with its key. */
  async hub(): Promise<HubConnection> {
    const ws = this.currentWorkspace();
    let baseUrl: string;
    let apiKey: string;
    if (ws.kind === 'sandbox') {
      if (!this.sandbox) throw new CoreError('no_hub', 'The embedded sandbox Hub is not running in this process.');
      baseUrl = this.sandbox.url;
      apiKey = this.sandbox.apiKey;
    } else {
      baseUrl = ws.hubUrl;
      apiKey = (await this.secrets.keys.keyFor(ws.name)).key.reveal();
    }
    const cacheKey = `${ws.id}\u0000${baseUrl}\u0000${apiKey}`;
    if (this.#hub?.key === cacheKey) return this.#hub.conn;
    const old = this.#hub;
    const conn: HubConnection = { workspace: ws, baseUrl, client: new HubClient({ baseUrl, apiKey }) };
    this.#hub = { key: cacheKey, conn };
    if (old) void old.conn.client.close();
    return conn;
  }

  get connectivity(): ConnectivityDto {
    return this.#connectivity;
  }

  /** Pings the current workspace's Hub (GET /v1/usage) and publishes the state when it changes. */
  async checkConnectivity(): Promise<ConnectivityDto> {
    let next: Omit<ConnectivityDto, 'sandbox'>;
    let sandbox = false;
    const checkedAt = new Date(this.clock.now()).toISOString();
    const problem = (err: unknown): NonNullable<ConnectivityDto['problem']> => ({
      code: err instanceof PostroomError ? err.code : 'internal_error',
      message: err instanceof Error ? err.message : String(err),
      source: sourceOfError(err),
    });
    try {
      const conn = await this.hub();
      sandbox = conn.workspace.kind === 'sandbox';
      try {
        await conn.client.usage({ signal: AbortSignal.timeout(5_000) });
        next = { state: 'online', hubUrl: conn.baseUrl, checkedAt, reason: null, problem: null };
      } catch (err) {
        // Any answer from the Hub (even 401/403) means it is reachable; only no answer is offline.
        const reachable = err instanceof HubError && err.code !== 'network' && err.code !== 'malformed';
        next = reachable
          ? { state: 'online', hubUrl: conn.baseUrl, checkedAt, reason: `the Hub answered ${err instanceof HubError ? err.code : 'an error'}`, problem: null }
          : { state: 'offline', hubUrl: conn.baseUrl, checkedAt, reason: err instanceof Error ? err.message : String(err), problem: problem(err) };
      }
    } catch (err) {
      // The Hub was not asked: no key, or this computer's keychain failed. Said as such, not as "no answer".
      next = { state: 'offline', hubUrl: '', checkedAt, reason: err instanceof Error ? err.message : String(err), problem: problem(err) };
    }
    return this.#setConnectivity({ ...next, sandbox });
  }

  /**
   * Keeps the latest reading and pushes every one, changed or not: the indicator's
   * "Last checked" is only as fresh as the last reading the renderer heard of.
   */
  #setConnectivity(next: ConnectivityDto): ConnectivityDto {
    this.#connectivity = next;
    this.events.emit('connectivity', next);
    return next;
  }

  /** What the publisher saw while sending (no answer / answers again): the indicator follows at once. */
  noteConnectivity(online: boolean, reason: string | null, at: number): void {
    this.#setConnectivity({
      state: online ? 'online' : 'offline',
      hubUrl: this.#hub?.conn.baseUrl ?? this.#connectivity.hubUrl,
      checkedAt: new Date(at).toISOString(),
      reason: online ? null : reason,
      problem: online ? null : { code: 'network', message: reason ?? '', source: 'network' },
      sandbox: this.#hub ? this.#hub.conn.workspace.kind === 'sandbox' : this.#connectivity.sandbox,
    });
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    if (this.#hub) await this.#hub.conn.client.close();
    this.#hub = null;
    if (this.sandbox) await this.sandbox.close();
    this.library.close();
  }
}
