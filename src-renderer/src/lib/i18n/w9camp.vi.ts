import type { MessagesShape } from './en';
import type { w9campEn } from './w9camp.en';

/** Vietnamese strings of w9camp: typed against `w9campEn`, so none can be missing. */
export const w9campVi: MessagesShape<typeof w9campEn> = {
  w9camp: {
    allInReview: '{n, plural, =1 {Bài còn lại đang được xét duyệt: bài đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy nhờ người duyệt (thẻ Xét duyệt){again, select, yes {, rồi chạy thử lại} other {}}.} other {Cả # bài còn lại đều đang được xét duyệt: các bài đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy nhờ người duyệt (thẻ Xét duyệt){again, select, yes {, rồi chạy thử lại} other {}}.}}',
    allToSubmit: '{n, plural, =1 {Bài còn lại chưa được gửi để duyệt, nên sẽ không có gì được gửi cho đến khi bài được gửi để duyệt và được duyệt. Hãy gửi bài để duyệt (thẻ Xét duyệt){again, select, yes {, rồi chạy thử lại} other {}}.} other {Cả # bài còn lại đều chưa được gửi để duyệt, nên sẽ không có gì được gửi cho đến khi các bài được gửi để duyệt và được duyệt. Hãy gửi các bài để duyệt (thẻ Xét duyệt){again, select, yes {, rồi chạy thử lại} other {}}.}}',
    allBoth: 'Cả {n} bài còn lại đều đang chờ nhóm xét duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Ở thẻ Xét duyệt: {inReview} bài đang được xét duyệt, đang chờ {who} phê duyệt (hãy nhờ người duyệt); {toSubmit} bài chưa được gửi để duyệt (hãy gửi để duyệt){again, select, yes {. Rồi chạy thử lại} other {}}.',
    partToSubmit: '{n, plural, other {# bài chưa được gửi để duyệt: hãy gửi để duyệt (thẻ Xét duyệt).}}',
    someToSubmit: '{n, plural, other {# bài chưa được gửi để duyệt và chưa được gửi đi cho đến khi được gửi để duyệt và được duyệt (thẻ Xét duyệt).}}',
    reasonToSubmit: '{n} bài chưa được gửi để duyệt',
    reasonTakenBack: '{n} bài đã bị rút lại duyệt',
  },
};
