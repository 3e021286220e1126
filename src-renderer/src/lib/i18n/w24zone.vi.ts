/**
 * w24zone (walk 21): Compose's line under a time stored with no time zone (an old import): the field is empty, never
 * a zone the draft does not hold, and the post is not sent until one is chosen (preflight's timezone_missing). Spread into `vi`.
 */
export const w24zoneVi = {
  w24zone: {
    noZone: 'Chưa có múi giờ: hãy chọn một múi giờ (tên như Asia/Ho_Chi_Minh, hoặc UTC). Khi chưa có múi giờ, bài này sẽ không được gửi.',
  },
};
