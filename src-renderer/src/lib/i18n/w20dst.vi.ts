/**
 * w20dst: dòng dưới ô giờ của Soạn bài khi giờ đó xuất hiện hai lần (đồng hồ lùi lại): bài đi vào lần đầu. Trải vào `vi`.
 */
export const w20dstVi = {
  w20dst: {
    twice: '{time} xuất hiện hai lần ở {zone} đêm đó (đồng hồ lùi lại): bài được đăng vào lần đầu, {offset}, không phải lần sau, {later}.',
    kept: '{time} xuất hiện hai lần ở {zone} đêm đó (đồng hồ lùi lại): bài này đã được lưu vào lần sau, {offset}, và giữ nguyên; giờ chọn bây giờ sẽ đi vào lần đầu, {first}.',
  },
};
