import { invalid } from './errors';

/**
 * The short-video music chart (hub-api 4.1). Vietnamese-heavy. Search covers only
 * charting tracks: `charting: false` entries exist in the catalogue but are never
 * found, even spelled exactly (the reference's rule).
 */
export interface Track {
  id: string;
  title: string;
  artist: string;
  genre: 'POP' | 'EASY_LISTENING' | 'HIP_HOP' | 'BALLAD' | 'EDM';
  country: string;
  charting: boolean;
  /** Date ranges the track charts in (1DAY ⊂ 7DAY ⊂ 30DAY ⊂ 90DAY by default). */
  since: DateRange;
}

export const DATE_RANGES = ['1DAY', '7DAY', '30DAY', '90DAY'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const GENRES = ['ALL', 'POP', 'EASY_LISTENING', 'HIP_HOP', 'BALLAD', 'EDM'] as const;

const t = (id: string, title: string, artist: string, genre: Track['genre'], since: DateRange = '1DAY', country = 'VN', charting = true): Track =>
  ({ id, title, artist, genre, since, country, charting });

export const CATALOGUE: readonly Track[] = Object.freeze([
  t('7301000000000000001', 'Đi Về Nhà', 'Đen Vâu, JustaTee', 'HIP_HOP'),
  t('7301000000000000002', 'Hãy Trao Cho Anh', 'Sơn Tùng M-TP', 'POP'),
  t('7301000000000000003', 'See Tình', 'Hoàng Thùy Linh', 'POP'),
  t('7301000000000000004', 'Thiên Lý Ơi', 'Jack - J97', 'POP'),
  t('7301000000000000005', 'Waiting For You', 'MONO', 'POP'),
  t('7301000000000000006', 'Ngày Đầu Tiên', 'Đức Phúc', 'BALLAD'),
  t('7301000000000000007', 'Tháng Tư Là Lời Nói Dối Của Em', 'Hà Anh Tuấn', 'EASY_LISTENING', '7DAY'),
  t('7301000000000000008', 'Một Đêm Say', 'Thịnh Suy', 'EASY_LISTENING', '7DAY'),
  t('7301000000000000009', 'Lạc Trôi', 'Sơn Tùng M-TP', 'POP', '30DAY'),
  t('7301000000000000010', 'Bước Qua Nhau', 'Vũ.', 'EASY_LISTENING', '7DAY'),
  t('7301000000000000011', 'Anh Đã Quen Với Cô Đơn', 'Soobin Hoàng Sơn', 'BALLAD', '30DAY'),
  t('7301000000000000012', 'Dễ Đến Dễ Đi', 'Quang Hùng MasterD', 'POP'),
  t('7301000000000000013', 'Hoa Nở Không Màu', 'Hoài Lâm', 'BALLAD', '90DAY'),
  t('7301000000000000014', 'Để Mị Nói Cho Mà Nghe', 'Hoàng Thùy Linh', 'POP', '30DAY'),
  t('7301000000000000015', 'Ai Chung Tình Được Mãi', 'Đinh Tùng Huy', 'BALLAD', '7DAY'),
  t('7301000000000000016', 'Cắt Đôi Nỗi Sầu', 'Tăng Duy Tân', 'EDM'),
  t('7301000000000000017', 'Chạy Ngay Đi', 'Sơn Tùng M-TP', 'POP', '90DAY'),
  t('7301000000000000018', 'Răng Khôn', 'Phí Phương Anh, RIN9', 'POP', '30DAY'),
  t('7301000000000000019', 'Sài Gòn Đau Lòng Quá', 'Hứa Kim Tuyền, Hoàng Duyên', 'BALLAD', '7DAY'),
  t('7301000000000000020', 'Đừng Làm Trái Tim Anh Đau', 'Sơn Tùng M-TP', 'POP'),
  t('7301000000000000021', 'Có Chắc Yêu Là Đây', 'Sơn Tùng M-TP', 'POP', '30DAY'),
  t('7301000000000000022', 'Nơi Này Có Anh', 'Sơn Tùng M-TP', 'POP', '90DAY'),
  t('7301000000000000023', 'Bạc Phận', 'Jack, K-ICM', 'EDM', '90DAY'),
  t('7301000000000000024', 'Em Của Ngày Hôm Qua', 'Sơn Tùng M-TP', 'POP', '90DAY'),
  t('7301000000000000025', 'Dạ Vũ', 'Tăng Duy Tân', 'EDM', '7DAY'),
  t('7301000000000000026', 'Đào Nương', 'Hoàng Vương', 'BALLAD', '30DAY'),
  t('7301000000000000027', 'Die With A Smile', 'Lady Gaga, Bruno Mars', 'POP', '7DAY'),
  t('7301000000000000028', 'APT.', 'ROSÉ, Bruno Mars', 'POP'),
  t('7301000000000000029', 'Flowers', 'Miley Cyrus', 'POP', '90DAY', 'US'),
  t('7301000000000000030', 'Espresso', 'Sabrina Carpenter', 'POP', '1DAY', 'US'),
  // In the catalogue, not charting: never found by search.
  t('7301000000000000900', 'Hello Việt Nam', 'Phạm Quỳnh Anh', 'BALLAD', '90DAY', 'VN', false),
  t('7301000000000000901', 'Diễm Xưa', 'Trịnh Công Sơn', 'EASY_LISTENING', '90DAY', 'VN', false),
]);

/**
 * Folds text for matching: lower case, accents (combining marks) removed after NFD.
 * `đ` has no decomposition, so it stays `đ` and never matches `d` (hub-api 4.1).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface ChartQuery { country_code: string; genre: string; date_range: DateRange; limit: number }

const RANGE_ORDER: Record<DateRange, number> = { '1DAY': 0, '7DAY': 1, '30DAY': 2, '90DAY': 3 };

/** The chart for a query, ranked 1..n (rank is the position in the catalogue's chart order). */
export function chart(q: Omit<ChartQuery, 'limit'>): Array<Track & { rank: number }> {
  return CATALOGUE
    .filter((tr) => tr.charting && tr.country === q.country_code && (q.genre === 'ALL' || tr.genre === q.genre) && RANGE_ORDER[tr.since] <= RANGE_ORDER[q.date_range])
    .map((tr, i) => ({ ...tr, rank: i + 1 }));
}

/** Every word of `q` must occur as a fragment of the title or artist (folded). */
export function searchChart(q: string, query: Omit<ChartQuery, 'limit'>): Array<Track & { rank: number }> {
  const words = foldForSearch(q).split(/\s+/u).filter(Boolean);
  return chart(query).filter((tr) => {
    const hay = foldForSearch(`${tr.title} ${tr.artist}`);
    return words.every((w) => hay.includes(w));
  });
}

export const isChartingTrack = (id: string): boolean => CATALOGUE.some((tr) => tr.id === id && tr.charting);

/** Parses and checks the chart query parameters of 4.1 (shared by trending and search). */
export function parseChartQuery(params: URLSearchParams): ChartQuery {
  const country = params.get('country_code') ?? 'VN';
  if (!/^[A-Za-z]{2}$/.test(country)) throw invalid(`country_code must be a two-letter country code, got "${country}"`);
  const genre = (params.get('genre') ?? 'ALL').toUpperCase();
  if (!(GENRES as readonly string[]).includes(genre)) throw invalid(`genre must be one of ${GENRES.join(', ')}, got "${params.get('genre')}"`);
  const range = (params.get('date_range') ?? '7DAY').toUpperCase();
  if (!(DATE_RANGES as readonly string[]).includes(range)) throw invalid(`date_range must be one of ${DATE_RANGES.join(', ')}, got "${params.get('date_range')}"`);
  const limitRaw = params.get('limit');
  let limit = 20;
  if (limitRaw !== null) {
    if (!/^\d+$/.test(limitRaw)) throw invalid(`limit must be a whole number from 1 to 100, got "${limitRaw}"`);
    limit = Number(limitRaw);
    if (limit < 1 || limit > 100) throw invalid(`limit must be from 1 to 100, got ${limit}`);
  }
  return { country_code: country.toUpperCase(), genre, date_range: range as DateRange, limit };
}

export const publicTrack = (tr: Track & { rank: number }) => ({ id: tr.id, title: tr.title, artist: tr.artist, rank: tr.rank, genre: tr.genre });
