/**
 * Mentions in a comment (issue 34, item 2): one rule for the app's comment box and the CLI's --comment (walk 39a: the
 * CLI's "@Marc" mentioned nobody).
 */
/** The members a comment mentions: each `@Name` of a known member, not inside a word or an address (longest names first, so "@Anh Tú" beats "@Anh"). */
export function mentionsIn(body: string, members: readonly string[]): string[] {
  const found: string[] = [];
  const byLength = [...members].sort((a, b) => b.length - a.length);
  // Walk 41a (3): read in one Unicode form (NFC): "@Hạnh" pasted decomposed (NFD, as some macOS apps write it) mentions Hạnh.
  let rest = body.normalize('NFC');
  for (const m of byLength) {
    const at = `@${m.normalize('NFC')}`;
    let i = rest.indexOf(at);
    while (i >= 0) {
      const after = rest[i + at.length];
      const before = i > 0 ? rest[i - 1] : undefined;
      if ((after === undefined || !/[\p{L}\p{N}_]/u.test(after)) && (before === undefined || !/[\p{L}\p{N}_.]/u.test(before))) {
        if (!found.includes(m)) found.push(m);
        rest = `${rest.slice(0, i)}${' '.repeat(at.length)}${rest.slice(i + at.length)}`;
      }
      i = rest.indexOf(at, i + 1);
    }
  }
  return members.filter((m) => found.includes(m));
}
