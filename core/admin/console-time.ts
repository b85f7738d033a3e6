/**
 * The console's clock: the time zone its pages show moments in and its date filters
 * read days in. UTC, because operators span markets (Jakarta, Moscow, Tashkent); one constant, so the
 * audit log's "from"/"to" days are always the days its list shows.
 */
export const CONSOLE_TIME_ZONE = "UTC";
