import type { MessagesShape } from './en';
import type { teamcampaignEn } from './teamcampaign.en';

/** Vietnamese strings of teamcampaign: typed against `teamcampaignEn`, so none can be missing. */
export const teamcampaignVi: MessagesShape<typeof teamcampaignEn> = {
  teamcampaign: {
    sendColumn: '{name} đã gửi',
    sendColumnReplayed: 'Hub đã có sẵn (do {name} phát lại)',
    counts: '{n} bài do {name} (thành viên nhóm) gửi',
    countsMine: '{n} bài do bạn gửi',
    allSent: '{n, plural, =1 {Bài còn lại đã được {names} gửi: bài không được gửi lại.} other {Cả # bài còn lại đã được {names} gửi: các bài không được gửi lại.}}',
    partSent: '{n, plural, =1 {# bài đã được {names} gửi: bài không được gửi lại.} other {# bài đã được {names} gửi: các bài không được gửi lại.}}',
    row: 'Do {name} gửi',
  },
};
