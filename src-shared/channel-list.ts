/**
 * w31hint (walk 29, 4): a cell or option listing channels, split as people write lists: "x|bluesky", "x, bluesky" and
 * "x;bluesky" (a spreadsheet of a `;` locale saved as comma-separated keeps its `;`). No channel's name holds one.
 * Before, "x;bluesky" was one unknown channel, "did you mean bluesky?", and taking that advice dropped X.
 */
export function splitChannelList(s: string): string[] {
  return s.split(/[|,;]/).map((x) => x.trim()).filter((x) => x.length > 0);
}
