import { dataPaths } from '../../common';
import type { KeyStatus, SecretsServices, WorkspaceView } from '../../secrets';
import { CliError, usageError, usageOf, type CliContext, type Command, type OptionSpec } from '../command';

/** The environment variable a scripted run's key comes from (secrets/keys.ts API_KEY_ENV; a test keeps the two equal). */
export const API_KEY_ENV = 'POSTROOM_API_KEY';

/** Opens the library in the data dir and the key/workspace services over it; closes the library after. */
async function withSecrets<T>(ctx: CliContext, fn: (s: SecretsServices) => Promise<T>): Promise<T> {
  const [{ openLibrary }, { createSecretsServices }] = await Promise.all([import('../../library'), import('../../secrets')]);
  const library = openLibrary(dataPaths(ctx.dataDir).library);
  try {
    return await fn(createSecretsServices({ library, env: ctx.env }));
  } finally {
    library.close();
  }
}

const workspaceOption: OptionSpec = { workspace: { type: 'string', short: 'w', value: 'NAME', help: 'this workspace instead of the current one', completes: 'workspace' } };
const chosenWorkspace = (values: Record<string, unknown>): string | undefined => (typeof values.workspace === 'string' ? values.workspace : undefined);

function describeKey(k: KeyStatus): string {
  if (!k.hasKey) return 'no key';
  const tail = k.last4 ? `…${k.last4}` : 'key';
  switch (k.source) {
    case 'keychain':
      return `${tail} (keychain)`;
    case 'env':
      return `${tail} (${API_KEY_ENV})`;
    case 'sandbox':
      return k.last4 ? `${tail} (embedded sandbox)` : 'key from the embedded sandbox';
    default:
      return tail;
  }
}

const noPositionals = (positionals: string[], c: Command): void => {
  if (positionals.length > 0) throw usageError(c, 'unexpected argument');
};

export const keySetCommand: Command = {
  name: 'key set',
  area: 'hub',
  summary: 'verify an API key with the Hub and keep it in the OS keychain (key read from stdin)',
  args: '< keyfile',
  options: { ...workspaceOption, 'allow-unverified': { type: 'boolean', help: 'keep the key even when the Hub cannot be asked (offline)' } },
  example: 'key set --workspace "Acme" < acme.key',
  async run(ctx, { positionals, values }) {
    if (positionals.length > 0) {
      // Never echo the argument: it may be the key.
      throw new CliError('usage', 'the key is read from standard input, never from an argument (arguments show in the process list and shell history); e.g. postroom key set < keyfile');
    }
    const { parseKeyInput } = await import('../../secrets');
    const key = parseKeyInput(await ctx.readStdin());
    return withSecrets(ctx, async ({ keys }) => {
      const r = await keys.setKey({ key, workspace: chosenWorkspace(values), allowUnverified: values['allow-unverified'] === true, signal: ctx.signal });
      const plan = r.usage?.plan ?? null;
      const lines = [
        `${r.replaced ? 'Replaced the key' : 'Saved the key'} of workspace "${r.workspace.name}" in the keychain: …${r.key.last4}.`,
        r.verified
          ? `Verified with the Hub${plan ? `: plan ${plan.name ?? '?'}${plan.active === false ? ' (NOT active)' : ''}` : ''}${r.profiles !== null ? `, ${r.profiles} profile${r.profiles === 1 ? '' : 's'}` : ''}.`
          : `NOT verified: ${r.unverifiedReason ?? 'unknown'}`,
        ...(r.envOverrides ? [`Note: ${API_KEY_ENV} is set, so this run uses that key instead.`] : []),
      ];
      ctx.emit({ ok: true, workspace: r.workspace, key: r.key, verified: r.verified, replaced: r.replaced, plan, profiles: r.profiles, unverifiedReason: r.unverifiedReason, envOverrides: r.envOverrides }, lines.join('\n'));
      return 0;
    });
  },
};

export const keyStatusCommand: Command = {
  name: 'key status',
  area: 'hub',
  summary: 'whether a workspace has a key (last four characters only) and where it comes from',
  options: workspaceOption,
  example: 'key status --json',
  async run(ctx, { positionals, values }) {
    noPositionals(positionals, this);
    return withSecrets(ctx, async ({ keys }) => {
      const w = await keys.workspace(chosenWorkspace(values));
      const key = await keys.statusOf(w);
      ctx.emit({ ok: true, workspace: { id: w.id, name: w.name, kind: w.kind, hubUrl: w.hubUrl }, key }, `${w.name}: ${describeKey(key)}`);
      return 0;
    });
  },
};

export const keyClearCommand: Command = {
  name: 'key clear',
  area: 'hub',
  summary: "remove a workspace's key from the OS keychain",
  options: workspaceOption,
  example: 'key clear --workspace "Acme"',
  async run(ctx, { positionals, values }) {
    noPositionals(positionals, this);
    return withSecrets(ctx, async ({ keys }) => {
      const r = await keys.clearKey(chosenWorkspace(values));
      ctx.emit({ ok: true, ...r }, r.removed ? `Removed the key of "${r.workspace.name}" from the keychain.` : `"${r.workspace.name}" had no key in the keychain.`);
      return 0;
    });
  },
};

const viewLine = (w: WorkspaceView): string => `${w.current ? '*' : ' '} ${w.name}  ${w.kind === 'sandbox' ? '(embedded sandbox)' : w.hubUrl}  ${describeKey(w.key)}`;

export const workspaceAddCommand: Command = {
  name: 'workspace add',
  area: 'hub',
  summary: 'add a Hub account (https; http only for 127.0.0.1/localhost)',
  args: 'NAME',
  options: { hub: { type: 'string', value: 'URL', required: true, help: "the Hub's address" } },
  example: 'workspace add "Acme" --hub https://hub.example.com',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 1 || typeof values.hub !== 'string') throw new CliError('usage', `usage: postroom ${usageOf(this)} (quote a NAME with spaces)`);
    const name = positionals[0] as string;
    const hubUrl = values.hub;
    return withSecrets(ctx, async ({ workspaces }) => {
      const w = await workspaces.add({ name, hubUrl });
      ctx.emit({ ok: true, workspace: w }, `Added workspace "${w.name}" (${w.hubUrl}). Next: postroom workspace use "${w.name}", then postroom key set < keyfile`);
      return 0;
    });
  },
};

export const workspaceListCommand: Command = {
  name: 'workspace list',
  area: 'hub',
  summary: 'the sandbox and every Hub account, with key status; * marks the current one',
  example: 'workspace list --json',
  async run(ctx, { positionals }) {
    noPositionals(positionals, this);
    return withSecrets(ctx, async ({ workspaces }) => {
      const r = await workspaces.list();
      const lines = r.workspaces.map(viewLine);
      if (!r.keychain.available) lines.push(`(keychain unavailable, key status from the last key set: ${r.keychain.message})`);
      ctx.emit({ ok: true, workspaces: r.workspaces, keychain: r.keychain }, lines.join('\n'));
      return 0;
    });
  },
};

export const workspaceUseCommand: Command = {
  name: 'workspace use',
  area: 'hub',
  summary: 'make a workspace the current one',
  args: 'NAME',
  argCompletes: ['workspace'],
  example: 'workspace use Sandbox',
  async run(ctx, { positionals }) {
    if (positionals.length !== 1) throw new CliError('usage', `usage: postroom ${usageOf(this)} (quote a NAME with spaces)`);
    return withSecrets(ctx, async ({ workspaces }) => {
      const w = await workspaces.use(positionals[0] as string);
      ctx.emit({ ok: true, workspace: w }, `Now using "${w.name}": ${describeKey(w.key)}`);
      return 0;
    });
  },
};

export const KEY_COMMANDS: readonly Command[] = [keySetCommand, keyStatusCommand, keyClearCommand, workspaceAddCommand, workspaceListCommand, workspaceUseCommand];
