/** refusedloop (issue 34): changes made on this computer that the team server refused, set aside here. */
export const refusedloopEn = {
  refusedloop: {
    /** The sidebar's line: `doc` is the team document (reviews, approvals). */
    refused: '{n, plural, one {# change made on this computer was refused by the team server} other {# changes made on this computer were refused by the team server}} ({doc, select, approvals {the approvals} other {the reviews}}): a change in the name of another member, or one rewriting a shared record. Set aside here, never sent again; your other changes still sync.',
  },
};
