/**
 * English strings of dialogs (issue 34, session 18): the answers of the app's own confirmation panels
 * (ConfirmPanel, in place of the browser's confirm()) and "Publish again…" naming the teammate who sent
 * the post (a viewer's shut campaign forms say readonlywhy.*). `dialogs.vi.ts` is typed against this shape.
 */
export const dialogsEn = {
  dialogs: {
    /** The "yes" of each question: the action itself, never a bare "OK". */
    yes: {
      delete: 'Delete',
      remove: 'Remove',
      clearKey: 'Forget the key',
      leave: 'Leave the team',
      restore: 'Restore at next start',
      cancelSend: 'Cancel the send',
      sendNew: 'Send a new post',
      publishAgain: 'Publish again as a new post',
    },
    no: {
      keepSending: 'Keep sending',
    },
    /** "Publish again…" on a post a teammate's computer sent: who and when first, then what publishing again does. */
    publishAgain: {
      published: 'Published by {who} at {time}. Publishing again makes a NEW post with a new key: it will appear twice where it is live. Publish again?',
      unknown: 'Sent by {who} at {time}; its outcome is not known yet. Publishing again makes a NEW post with a new key: it may appear twice. Publish again?',
      sent: 'Sent by {who} at {time}. Publishing again makes a NEW post with a new key: it may appear twice. Publish again?',
    },
  },
};
