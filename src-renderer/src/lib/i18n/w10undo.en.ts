/**
 * English strings of Compose's Undo while a teammate edits (w10undo): the line said when Undo (or
 * Redo) leaves a place as it is because a teammate changed it since. Spread into `en`;
 * `w10undo.vi.ts` is typed against this shape.
 */
export const w10undoEn = {
  undoteam: {
    undo: 'A teammate changed {what} since: nothing to undo there.',
    redo: 'A teammate changed {what} since: nothing to redo there.',
    undoBy: '{who} changed {what} since: nothing to undo there.',
    redoBy: '{who} changed {what} since: nothing to redo there.',
    /** One place per draft field, as the line names it. */
    field: {
      caption: 'the caption',
      title: 'the title',
      notes: 'the notes',
      captions: "a channel's own caption",
      profile_id: 'the brand',
      platforms: 'the channels',
      fields: 'a channel option',
      scheduled_at: 'the schedule',
      timezone: 'the time zone',
      add_to_queue: 'the queue choice',
      tags: 'the tags',
    },
    and: '{a} and {b}',
  },
};
