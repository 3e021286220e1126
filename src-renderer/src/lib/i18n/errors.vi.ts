import type { MessagesShape } from './en';
import type { errorsEn } from './errors.en';

/** Vietnamese strings around errors and channel refusals: typed against `errorsEn`, so none can be missing. */
export const errorsVi: MessagesShape<typeof errorsEn> = {
  /** The language the error words are said in (src-shared/errors.ts): a function given only `t` reads it. */
  errorLang: 'vi',
  refusal: {
    meaning: 'Nghĩa là',
    todo: 'Cần làm gì',
    showVietnamese: 'Xem bản tạm dịch của Hub',
    hideVietnamese: 'Ẩn bản tạm dịch',
    basis: 'Theo {source}, kiểm tra ngày {date}',
    general: 'Hướng dẫn chung: chưa có quy tắc nào khớp với lời này.',
  },
  connectivityProblem: {
    blocked: 'Chưa tới được Hub',
    meanwhile: 'Vẫn soạn bài được; việc đăng bài chờ trong Hộp thư đi.',
  },
};
