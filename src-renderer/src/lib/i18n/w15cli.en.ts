/**
 * w15cli (walk 14): Settings → Team says what the core's team status derives, as `postroom team status` does: changes
 * this computer's refused token cannot send (`held`), and in a workspace that left its team, which team and how to
 * rejoin it (`leftTeam.tokenRefused`: a revoked token needs a new one; a voluntary leave rejoins with the token it had).
 */
export const w15cliEn = {
  w15cli: {
    held: {
      revoked: '{n, plural, one {# change made on this computer cannot go out: this computer’s member token was revoked by the team. It stays here. Ask the team’s owner for a new token and join again with it below: it then goes out, if your new role may send it.} other {# changes made on this computer cannot go out: this computer’s member token was revoked by the team. They stay here. Ask the team’s owner for a new token and join again with it below: they then go out, if your new role may send them.}}',
      unauthorized: '{n, plural, one {# change made on this computer cannot go out: the team server does not accept this computer’s member token. It stays here. Ask the team’s owner for a new token and join again with it below: it then goes out, if your new role may send it.} other {# changes made on this computer cannot go out: the team server does not accept this computer’s member token. They stay here. Ask the team’s owner for a new token and join again with it below: they then go out, if your new role may send them.}}',
    },
    left: {
      title: 'This workspace left the team {team}{me, select, none {} other { (you were {me} there)}}.',
      teamAt: 'at {url}',
      revoked: 'This computer’s member token was revoked by the team: to rejoin, ask the team’s owner for a new token, then join again below with it.',
      unauthorized: 'The team server did not accept this computer’s member token: to rejoin, ask the team’s owner for a new token, then join again below with it.',
      rejoin: 'To rejoin, join again below with the member token you joined with (leaving took it off this computer; without a copy, ask the team’s owner for a new one).',
    },
  },
};
