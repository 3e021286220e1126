/**
 * A real planning sheet of 50 posts for Studio Lumen (the sandbox's Berlin brand), written the way
 * people write them: the profile and a board by the names the app shows, and five rows with the
 * mistakes people make. Shared by the bridge, CLI and browser tests.
 */
export const BAD_LINES = [8, 14, 22, 35, 46] as const;

export function campaignCsv50(): string {
  const lines = ['profile_id,platforms,caption,title,photos,scheduled_at,timezone,pinterest_board_id,tags'];
  for (let i = 1; i <= 50; i++) {
    const line = i + 1;
    let row = ['Studio Lumen', i % 2 ? 'instagram' : 'instagram|threads', `Spring session ${i}: portraits in the Tiergarten, book now`, '', `https://images.example.com/lumen/${i}.jpg`, '', '', '', 'spring'];
    if (line === 8) row[1] = 'myspace';
    if (line === 14) row[5] = '2027-02-30T09:00';
    if (line === 22) row[4] = 'http://images.example.com/lumen/insecure.jpg';
    if (line === 35) row = ['Studio Lumen', 'pinterest', `Spring session ${i} pin`, 'Spring', `https://images.example.com/lumen/${i}.jpg`, '', '', '', 'spring'];
    if (line === 46) row = ['Studio Lumen', 'instagram', `Spring session ${i}`, '', `https://images.example.com/lumen/${i}.jpg`, '2027-04-01T10:00', 'Mars/Olympus', '', 'spring'];
    if (i === 5) row = ['Studio Lumen', 'pinterest', `Spring session ${i} on the board`, 'Spring', `https://images.example.com/lumen/${i}.jpg`, '', '', 'Behind the scenes', 'spring'];
    lines.push(row.map((c) => (/[",|]/.test(c) && !/^[a-z|]+$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','));
  }
  return lines.join('\n') + '\n';
}
