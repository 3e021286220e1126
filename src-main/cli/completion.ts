/**
 * Shell completion. `postroom completion bash|zsh|fish` prints a small script; on each Tab the
 * script asks `postroom __complete WORD…` (the words typed so far, the last one being the word
 * under the cursor) and shows what it prints: one candidate a line (`value<TAB>description`),
 * or `:file` / `:dir` when the shell should complete a path. The candidates come from the
 * command table (commands, options, fixed values) and, for workspace and campaign names, from
 * the library of the data dir (read only: a Tab never creates a library).
 */
import { existsSync } from 'node:fs';
import { dataPaths, defaultDataDir } from '../common';
import { CliError, GLOBAL_OPTIONS, type CliContext, type Command, type Completes, type OptionSpec } from './command';
import { groupOf, groupsOf } from './help';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

const SCRIPTS: Record<Shell, string> = {
  bash: `# postroom completion for bash. Add to ~/.bashrc:  eval "$(postroom completion bash)"
_postroom() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" IFS=$'\\n' out
  out=$(postroom __complete "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
  case "$out" in
    :file) COMPREPLY=($(compgen -f -- "$cur")) ;;
    :dir) COMPREPLY=($(compgen -d -- "$cur")) ;;
    *) COMPREPLY=($(compgen -W "$(printf '%s\\n' "$out" | cut -f1)" -- "$cur")) ;;
  esac
}
complete -o filenames -F _postroom postroom
`,
  zsh: `#compdef postroom
# postroom completion for zsh. Add to ~/.zshrc:  eval "$(postroom completion zsh)"
_postroom() {
  local -a out items
  out=("\${(@f)$(postroom __complete "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  case "\${out[1]}" in
    :file) _files ;;
    :dir) _files -/ ;;
    '') return 1 ;;
    *) items=("\${(@)out//$'\\t'/:}"); _describe postroom items ;;
  esac
}
compdef _postroom postroom
`,
  fish: `# postroom completion for fish. Add to ~/.config/fish/config.fish:  postroom completion fish | source
function __postroom_complete
    set -l out (postroom __complete (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null)
    switch "$out[1]"
        case :file
            __fish_complete_path (commandline -ct)
        case :dir
            __fish_complete_directories (commandline -ct)
        case '*'
            printf '%s\\n' $out
    end
end
complete -c postroom -f -a '(__postroom_complete)'
`,
};

export const completionCommand: Command = {
  name: 'completion',
  area: 'app',
  summary: 'print the shell completion script (commands, options, workspace and campaign names)',
  args: 'bash|zsh|fish',
  argCompletes: [{ words: SHELLS }],
  example: 'completion bash >> ~/.bashrc',
  usesDataDir: false,
  async run(ctx, { positionals }) {
    const shell = positionals[0] as Shell | undefined;
    if (positionals.length !== 1 || !SHELLS.includes(shell as Shell)) throw new CliError('usage', 'usage: postroom completion bash|zsh|fish');
    ctx.emit({ shell, script: SCRIPTS[shell as Shell] }, SCRIPTS[shell as Shell].trimEnd());
    return 0;
  },
};

/** Options that take a value: the word after one of them is its value, not a command word. */
function takesValue(word: string, options: OptionSpec): boolean {
  if (!word.startsWith('-') || word.includes('=')) return false;
  const name = word.startsWith('--') ? word.slice(2) : Object.entries(options).find(([, o]) => o.short === word.slice(1))?.[0];
  return name !== undefined && options[name]?.type === 'string';
}

/** The candidates for the last of `words` (the word being typed): one `value<TAB>description` each, or `:file` / `:dir`. */
export async function complete(words: string[], commands: readonly Command[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const cur = words.at(-1) ?? '';
  const before = words.slice(0, -1);
  const allOptions: OptionSpec = { ...GLOBAL_OPTIONS, ...Object.assign({}, ...commands.map((c) => c.options ?? {})) };
  // The command words: what is left once options and their values are set aside.
  const plain: string[] = [];
  for (let i = 0; i < before.length; i++) {
    const w = before[i] ?? '';
    if (takesValue(w, allOptions)) i++;
    else if (!w.startsWith('-')) plain.push(w);
  }
  const command = commands.find((c) => c.name === plain.slice(0, 2).join(' ')) ?? commands.find((c) => c.name === plain[0] && groupOf(c) === null);
  const dataDirAt = before.lastIndexOf('--data-dir');
  const dataDir = dataDirAt >= 0 && before[dataDirAt + 1] ? before[dataDirAt + 1]! : defaultDataDir(env);
  const starting = (list: string[]): string[] => list.filter((l) => l.startsWith(cur));

  const prev = before.at(-1) ?? '';
  if (takesValue(prev, { ...GLOBAL_OPTIONS, ...(command?.options ?? {}) })) {
    const name = prev.startsWith('--') ? prev.slice(2) : Object.entries({ ...GLOBAL_OPTIONS, ...command?.options }).find(([, o]) => o.short === prev.slice(1))?.[0];
    const spec = name ? ({ ...GLOBAL_OPTIONS, ...command?.options })[name] : undefined;
    return spec?.completes ? valuesOf(spec.completes, dataDir, starting) : [];
  }
  if (!command) {
    if (plain.length === 0) {
      const tops = [...groupsOf(commands).map((g) => `${g}\tthe ${g} commands`), ...commands.filter((c) => groupOf(c) === null).map((c) => `${c.name}\t${c.summary}`)];
      return starting(tops);
    }
    const group = plain[0];
    if (plain.length === 1 && groupsOf(commands).includes(group ?? '')) {
      return starting(commands.filter((c) => groupOf(c) === group).map((c) => `${c.name.slice((group ?? '').length + 1)}\t${c.summary}`));
    }
    return [];
  }
  if (cur.startsWith('-')) {
    return starting(Object.entries({ ...command.options, ...GLOBAL_OPTIONS }).map(([n, o]) => `--${n}\t${o.help}`));
  }
  const position = plain.length - command.name.split(' ').length;
  const argCompletes = command.argCompletes ?? [];
  const what = argCompletes[Math.min(position, argCompletes.length - 1)];
  return what ? valuesOf(what, dataDir, starting) : [];
}

async function valuesOf(what: Completes, dataDir: string, starting: (l: string[]) => string[]): Promise<string[]> {
  if (what === 'file') return [':file'];
  if (what === 'dir') return [':dir'];
  if (typeof what === 'object') return starting([...what.words]);
  const file = dataPaths(dataDir).library;
  if (!existsSync(file)) return [];
  const { openLibrary, campaigns } = await import('../library');
  const lib = openLibrary(file);
  try {
    if (what === 'workspace') return starting(lib.workspaces.list(lib.db).map((w) => w.name));
    return starting(campaigns.list(lib.db).map((c) => `${c.id}\t${c.name}`));
  } finally {
    lib.close();
  }
}

/** `postroom __complete WORD…`: hidden; what the completion scripts ask. Never fails loudly (a Tab must not print errors). */
export async function runComplete(words: string[], commands: readonly Command[], ctx: Pick<CliContext, 'env'> & { stdout: (s: string) => void }): Promise<number> {
  try {
    const lines = await complete(words, commands, ctx.env);
    if (lines.length) ctx.stdout(lines.join('\n') + '\n');
  } catch {
    // Nothing to offer: the shell shows no candidates.
  }
  return 0;
}
