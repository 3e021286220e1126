/**
 * The photos' error words (media/errors.ts), by code and source, spread into errors.ts ERROR_WORDS (moved out of it:
 * it held more than 500 lines, w23settings).
 */
import { w, type Said } from './error-said';
import type { ErrorSource } from './errors';

export const MEDIA_ERROR_WORDS: Readonly<Record<string, Readonly<Partial<Record<ErrorSource, Said>>>>> = {
  empty: {
    postroom: w('The photo file is empty.', 'Choose the photo again.',
      'Tệp ảnh bị trống.', 'Chọn lại ảnh.'),
  },
  not_an_image: {
    postroom: w('That file is not a photo.', 'Choose a JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF.',
      'Tệp này không phải ảnh.', 'Chọn tệp JPEG, PNG, WebP, AVIF, HEIC, TIFF hoặc GIF.'),
  },
  too_large: {
    postroom: w('It is larger than Postroom takes at once (a photo file, or one request).', 'Use a smaller photo, or import large files with the postroom command line.',
      'Nội dung lớn hơn mức Postroom nhận một lần (một tệp ảnh, hoặc một yêu cầu).', 'Dùng ảnh nhỏ hơn, hoặc nhập tệp lớn bằng dòng lệnh postroom.'),
  },
  unreadable: {
    computer: w('The photo file could not be read on this computer (moved, deleted, or no permission).', 'Find the file again and add it anew.',
      'Không đọc được tệp ảnh trên máy này (đã chuyển, đã xóa, hoặc không có quyền).', 'Tìm lại tệp và thêm lại.'),
  },
  unsupported_format: {
    postroom: w('Postroom cannot read this kind of image.', 'Save it as JPEG or PNG and add it again.',
      'Postroom không đọc được loại ảnh này.', 'Lưu ảnh dạng JPEG hoặc PNG rồi thêm lại.'),
  },
  corrupt: {
    postroom: w('The photo file is damaged.', 'Export it again from where it came from.',
      'Tệp ảnh bị hỏng.', 'Xuất lại ảnh từ nơi tạo ra nó.'),
  },
  truncated: {
    postroom: w('The photo file ends early (it was not copied whole).', 'Copy or download it again.',
      'Tệp ảnh bị cụt (chưa được sao chép đầy đủ).', 'Sao chép hoặc tải lại tệp.'),
  },
  too_many_pixels: {
    postroom: w('The photo has more pixels than Postroom opens safely.', 'Make it smaller in a photo editor and add it again.',
      'Ảnh có nhiều điểm ảnh hơn mức Postroom mở an toàn.', 'Thu nhỏ ảnh bằng trình sửa ảnh rồi thêm lại.'),
  },
  animated: {
    postroom: w('The image moves (several frames); a photo post takes still photos.', 'Choose a still photo.',
      'Ảnh động (nhiều khung hình); bài đăng ảnh chỉ nhận ảnh tĩnh.', 'Chọn một ảnh tĩnh.'),
  },
  invalid_url: {
    postroom: w('A photo link must be a full https:// address.', 'Paste the photo’s https:// link.',
      'Liên kết ảnh phải là địa chỉ https:// đầy đủ.', 'Dán liên kết https:// của ảnh.'),
  },
  no_source: {
    postroom: w('A photo was given with neither a file nor a link.', 'Add the photo again.',
      'Có một ảnh không kèm tệp hay liên kết.', 'Thêm lại ảnh.'),
  },
  cannot_fit: {
    postroom: w('The photos cannot be made small enough for one upload to the Hub.', 'Use fewer photos, or photo links instead of files.',
      'Không thể thu nhỏ ảnh đủ để gửi một lần lên Hub.', 'Dùng ít ảnh hơn, hoặc liên kết ảnh thay cho tệp.'),
  },
  aborted: {
    postroom: w('It was stopped before it finished.', 'Start it again when ready.',
      'Việc này đã bị dừng trước khi xong.', 'Bắt đầu lại khi sẵn sàng.'),
  },
};
