/**
 * w17you, h-reviewwords (walk 44a, 2): a member named to the reader in the core's English: "you" for the reader, "the
 * client (via you)" for a client's decision the reader relayed, "the client (via Lan)" for one a teammate relayed, else
 * the name. ONE rule for every English line (the CLI's review list and dry run, `publish`'s holds, `review submit`'s
 * refusal), as the app's sayName (src-renderer/src/lib/reader.ts) says it in the UI's language. `me` null: no reader
 * known, names as they are ("the client (via Lan)").
 */
export function readerName(name: string, me: string | null | undefined): string {
  if (me && name === me) return 'you';
  const m = /^client \(via (.+)\)$/.exec(name);
  return m ? `the client (via ${readerName(m[1] ?? '', me)})` : name;
}
