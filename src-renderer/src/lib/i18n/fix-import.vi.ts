import type { MessagesShape } from './en';
import type { fixImportEn } from './fix-import.en';

/** Vietnamese strings of the import's fixes: typed against `fixImportEn`, so none can be missing. */
export const fixImportVi: MessagesShape<typeof fixImportEn> = {
  fixImport: {
    columnsFound: 'Các cột của tệp: {columns}.',
    notRead: 'Không đọc được tệp này: chưa dòng nào được kiểm tra.',
    libraryDefaults: 'Cho những dòng bỏ trống hồ sơ hay kênh (tệp Hootsuite hay Buffer không ghi)',
    useDefaults: 'Nhập theo các lựa chọn này',
    checkedNothingWritten: 'Đã kiểm tra lại theo lựa chọn của bạn: chưa nhập gì cho đến khi bạn bấm Nhập.',
    channelsAfterProfile: 'các kênh của hồ sơ đã chọn sẽ hiện ở đây',
    noPhotoChannels: 'hồ sơ này không có kênh nào nhận bài đăng ảnh',
  },
};
