import type { MessagesShape } from './en';
import type { teamfixEn } from './teamfix.en';

/** Vietnamese strings of the team walk's mends: typed against `teamfixEn`, so none can be missing. */
export const teamfixVi: MessagesShape<typeof teamfixEn> = {
  teamfix: {
    notSent: 'Chưa gửi: {reason}',
    notSentBy: 'Chưa gửi: {reason} ({who})',
  },
};
