/** w12import (walk 12): a separate Time column's part in the import's reading line. */
export const w12importEn = {
  w12import: {
    /** A column read as the time of day of the date column (`Time → Date and time (time of day)`). */
    timeOfDay: '{field} (time of day)',
  },
};
