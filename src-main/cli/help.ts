/**
 * The help at every level, from the command table alone (no command runs, no core area loads):
 * `postroom --help` (every command by area, descriptions wrapped under each), `postroom GROUP`
 * (a group's commands, one line each), `postroom GROUP CMD --help` (usage, options, an example).
 * Every line fits WIDTH columns: a test runs each of them through the built binary.
 */
import { APP_VERSION } from '../common';
import { AREAS, GLOBAL_OPTIONS, optionUsage, usageOf, type Area, type Command, type OptionEntry } from './command';
import { closestName } from '../library/closest-name';

export const WIDTH = 80;

/** `text` in lines of at most `width` columns, each after `indent` spaces (a word longer than the line stands alone). */
export function wrap(text: string, width: number, indent = 0, firstIndent = indent): string[] {
  const lines: string[] = [];
  let line = '';
  let pad = firstIndent;
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (line && pad + line.length + 1 + [...word].length > width) {
      lines.push(' '.repeat(pad) + line);
      line = word;
      pad = indent;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(' '.repeat(pad) + line);
  return lines;
}

/**
 * `text` cut to `width` columns at a word, with an ellipsis where it was cut; never inside a
 * parenthesis it cannot close ("matching comments…", not "matching comments (no…").
 */
export function fit(text: string, width: number): string {
  if ([...text].length <= width) return text;
  let cut = text.slice(0, width - 1);
  const space = cut.lastIndexOf(' ');
  if (space > width / 2) cut = cut.slice(0, space);
  const open = cut.lastIndexOf('(');
  if (open > cut.lastIndexOf(')') && open > width / 3) cut = cut.slice(0, open);
  return `${cut.replace(/[\s,;:(]+$/u, '')}…`;
}

/** The group of a two-word command (`drafts` of `drafts import`), or null for a one-word command. */
export const groupOf = (c: Pick<Command, 'name'>): string | null => (c.name.includes(' ') ? (c.name.split(' ')[0] ?? null) : null);

/** Every group, in the order of the table. */
export const groupsOf = (commands: readonly Command[]): string[] => [...new Set(commands.map(groupOf).filter((g): g is string => g !== null))];

/** `postroom --help`: every command by area, its description wrapped under it. */
export function topHelp(commands: readonly Command[]): string {
  const lines = [
    ...wrap(`postroom ${APP_VERSION}: draft offline, publish in batches through the Social Publishing Hub`, WIDTH),
    '',
    'usage: postroom COMMAND [options]',
    '       postroom GROUP            the commands of a group (drafts, campaign…)',
    '       postroom COMMAND --help   its options and an example',
  ];
  for (const [area, title] of Object.entries(AREAS) as Array<[Area, string]>) {
    const inArea = commands.filter((c) => c.area === area);
    if (inArea.length === 0) continue;
    lines.push('', `${title}:`);
    for (const c of inArea) {
      lines.push(...wrap([c.name, c.args].filter(Boolean).join(' '), WIDTH, 6, 2));
      lines.push(...wrap(c.summary, WIDTH, 6));
    }
  }
  lines.push(
    '',
    ...wrap('Every command takes --json (one JSON object per line), --quiet (no notes on stderr) and --data-dir DIR (or POSTROOM_DATA_DIR).', WIDTH),
    ...wrap('Shell completion: postroom completion bash|zsh|fish. From the repository: npm run -s postroom -- COMMAND.', WIDTH),
  );
  return lines.join('\n');
}

/** `postroom GROUP`: the group's commands, one line each. */
export function groupHelp(group: string, commands: readonly Command[]): string {
  const inGroup = commands.filter((c) => groupOf(c) === group);
  const verbs = inGroup.map((c) => c.name.slice(group.length + 1));
  const width = Math.max(...verbs.map((v) => v.length));
  return [
    `usage: postroom ${group} COMMAND [options]`,
    '',
    'commands:',
    ...inGroup.map((c, i) => {
      const head = `  ${(verbs[i] ?? '').padEnd(width)}  `;
      return head + fit(c.summary, WIDTH - head.length);
    }),
    '',
    `postroom ${group} COMMAND --help gives its options and an example.`,
  ].join('\n');
}

const optionHead = (name: string, o: OptionEntry): string => `${o.short ? `-${o.short}, ` : ''}${optionUsage(name, { ...o, required: true })}`;

/** `postroom CMD --help`: usage, what it does, every option, an example. */
export function commandHelp(c: Command): string {
  const own = Object.entries(c.options ?? {});
  const all = [...own, ...Object.entries(GLOBAL_OPTIONS)];
  const width = Math.min(26, Math.max(...all.map(([n, o]) => optionHead(n, o).length)));
  const optionLines = (list: Array<[string, OptionEntry]>): string[] =>
    list.flatMap(([n, o]) => {
      const head = optionHead(n, o);
      if (head.length > width) return [`  ${head}`, ...wrap(o.help, WIDTH, width + 4)];
      return wrap(o.help, WIDTH, width + 4, width + 4).map((l, i) => (i === 0 ? `  ${head.padEnd(width)}  ${l.trimStart()}` : l));
    });
  return [
    ...wrap(`usage: postroom ${usageOf(c)}`, WIDTH, 8, 0),
    '',
    ...wrap(c.summary, WIDTH),
    '',
    ...(own.length ? ['options:', ...optionLines(own), ''] : []),
    'every command takes:',
    ...optionLines(Object.entries(GLOBAL_OPTIONS)),
    '',
    'example:',
    ...wrap(`postroom ${c.example}`, WIDTH, 4, 2),
  ].join('\n');
}

/**
 * walk 25 (16): words people type for a command that no edit distance finds (the Outbox's words, other tools' verbs):
 * `postroom outcomes` → "did you mean status". Each names a command that exists (checked where it is used).
 */
const WORDS_PEOPLE_TYPE: Readonly<Record<string, string>> = {
  outcomes: 'status', outcome: 'status', outbox: 'status', jobs: 'status', results: 'status',
  send: 'publish', post: 'publish', schedule: 'publish',
  export: 'drafts export', import: 'drafts import', list: 'drafts list', edit: 'drafts edit',
  approve: 'review approve', submit: 'review submit',
};

/**
 * The one line for words that name no command: the closest command or group (by edit distance,
 * library/closest-name.ts), and where to look.
 */
export function unknownCommand(words: string[], commands: readonly Command[]): string {
  const [first = '', second] = words;
  const groups = groupsOf(commands);
  const typed = words.slice(0, 2).join(' ');
  if (groups.includes(first) && second !== undefined) {
    const verbs = commands.filter((c) => groupOf(c) === first).map((c) => c.name);
    const near = closestName(`${first} ${second}`, verbs);
    return `unknown command "${typed}"${near ? `; did you mean "${near}"?` : ''} (postroom ${first} lists its commands)`;
  }
  const tops = [...groups, ...commands.filter((c) => groupOf(c) === null).map((c) => c.name), 'completion', 'help'];
  const meant = WORDS_PEOPLE_TYPE[first.toLowerCase()];
  let near = (meant && commands.some((c) => c.name === meant) ? meant : null) ?? closestName(first, tops) ?? (second !== undefined ? closestName(typed, commands.map((c) => c.name)) : null);
  // `monitr list`: the group's own command when the word after it is one of its verbs.
  if (near !== null && second !== undefined && commands.some((c) => c.name === `${near} ${second}`)) near = `${near} ${second}`;
  return `unknown command "${first}"${near ? `; did you mean "${near}"?` : ''} (postroom --help lists every command)`;
}
