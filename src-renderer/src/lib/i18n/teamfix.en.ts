/**
 * English strings of the team walk's mends (branch teamfix, issues 33/34): a publish the team
 * held back (not approved, a viewer), said as not sent with what it waits for.
 */
export const teamfixEn = {
  teamfix: {
    notSent: 'Not sent: {reason}',
    notSentBy: 'Not sent: {reason} ({who})',
  },
};
