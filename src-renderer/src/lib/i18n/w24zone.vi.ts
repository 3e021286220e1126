/**
 * w24zone (walk 21): Compose's line under a time stored with no time zone (an old import): the field is empty, never
 * a zone the draft does not hold, and the post is not sent until one is chosen (preflight's timezone_missing). Spread into `vi`.
 */
export const w24zoneVi = {
  w24zone: {
    /** A Library row's time stored with no zone (w24zone): "scheduled for Dec 19, 2027, 8:00 PM (no time zone yet)". */
    noZoneShort: 'chưa có múi giờ',
    noZone: 'Chưa có múi giờ: hãy chọn một múi giờ (tên như Asia/Ho_Chi_Minh, hoặc UTC). Khi chưa có múi giờ, bài này sẽ không được gửi.',
  },
};
