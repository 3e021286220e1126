/**
 * The bridge stamps every error it sends with who said it (issue 32, part 4): each area's
 * error class through its code's source, the bridge's own refusals as Postroom's, and the
 * connectivity reading says what stopped it — a keychain failure is this computer's, with the
 * Hub never asked, not "the Hub does not answer".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ConnectivityDto } from '../../src-main/bridge/contract';
import { createDispatcher, type Handlers } from '../../src-main/bridge/dispatcher';
import { CoreError } from '../../src-main/bridge/services';
import { InvalidInputError } from '../../src-main/common';
import { HubError } from '../../src-main/hub';
import { LibraryError } from '../../src-main/library';
import { MediaError } from '../../src-main/media';
import { PublisherError } from '../../src-main/publisher';
import { MemorySecretStore, SecretsError } from '../../src-main/secrets';

const throwing = (err: unknown) => createDispatcher({ 'system.connectivity': () => { throw err; } } as unknown as Handlers);
const sourceOf = async (err: unknown) => {
  const r = await throwing(err)('system.connectivity', {});
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('the bridge says who said it', () => {
  it.each([
    [new SecretsError('keychain_unavailable', 'the keychain read failed'), 'computer'],
    [new SecretsError('wrong_key', 'the Hub answered 401'), 'hub'],
    [new SecretsError('no_key', 'no key'), 'postroom'],
    [new HubError('network', 'fetch failed'), 'network'],
    [new HubError('forbidden', 'plan'), 'hub'],
    [new HubError('a_code_from_a_newer_hub', 'new'), 'hub'],
    [new LibraryError('io', 'EACCES'), 'computer'],
    [new LibraryError('not_found', 'draft d1 not found'), 'postroom'],
    [new MediaError('unreadable', 'p1', 'ENOENT'), 'computer'],
    [new MediaError('not_an_image', 'p1', 'text'), 'postroom'],
    [new PublisherError('body_missing', 'gone'), 'computer'],
    [new CoreError('io', 'a.txt is empty'), 'computer'],
    [new InvalidInputError('bad'), 'postroom'],
    [new TypeError('Failed to fetch'), 'postroom'],
  ] as const)('%s → %s', async (err, source) => {
    const e = await sourceOf(err);
    expect(e.source).toBe(source);
  });

  it('refused input and an unknown method are Postroom’s own', async () => {
    const d = createDispatcher({} as Handlers);
    const bad = await d('system.connectivity', { recheck: 'yes' });
    const unknown = await d('no.such.method', {});
    expect(!bad.ok && bad.error).toMatchObject({ code: 'invalid_input', source: 'postroom' });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'unknown_method', source: 'postroom' });
  });
});

describe('the connectivity reading names what stopped it', () => {
  let core: Core | null = null;
  afterAll(async () => {
    await core?.close();
  });

  it('a keychain failure is this computer’s (the Hub was not asked), not no answer from the Hub', async () => {
    const store = new MemorySecretStore();
    const failing = Object.assign(Object.create(store) as MemorySecretStore, {
      get: async () => {
        throw new SecretsError('keychain_unavailable', 'the keychain read failed: no Secret Service', { details: { reason: 'no_secret_service' } });
      },
    });
    const c = await createCore({
      dataDir: mkdtempSync(join(tmpdir(), 'postroom-errsrc-')),
      shell: 'web', secretStore: failing, connectivityIntervalMs: 0, embeddedSandbox: false, resume: false, env: {},
    });
    core = c;
    const added = await c.dispatch('workspaces.add', { name: 'Agency', hubUrl: 'https://hub.example.com' });
    expect(added.ok).toBe(true);
    expect((await c.dispatch('workspaces.use', { name: 'Agency' })).ok).toBe(true);
    const r = await c.dispatch('system.connectivity', { recheck: true });
    expect(r.ok).toBe(true);
    const reading = (r as { value: ConnectivityDto }).value;
    expect(reading.state).toBe('offline');
    expect(reading.problem).toMatchObject({ code: 'keychain_unavailable', source: 'computer' });
  });

  it('what the publisher saw while sending is the network', async () => {
    const heard: ConnectivityDto[] = [];
    core!.events.subscribe((topic, payload) => {
      if (topic === 'connectivity') heard.push(payload as ConnectivityDto);
    });
    core!.services.noteConnectivity(false, 'no answer', Date.now());
    expect(heard.at(-1)?.problem).toMatchObject({ code: 'network', source: 'network' });
    core!.services.noteConnectivity(true, null, Date.now());
    expect(heard.at(-1)?.problem).toBeNull();
  });
});
