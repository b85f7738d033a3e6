/**
 * The first survey's questions ("First-survey dialog"): short, mostly choices, so that the
 * answers can be counted. Their texts are messages (`survey.*`); here are only the stored values.
 */
export const FOUND_VIA = ["search", "social", "video", "friend", "ad", "other"] as const;
export type FoundVia = (typeof FOUND_VIA)[number];

export const PRIORITIES = ["price", "speed", "reliability", "payment", "support", "bonuses"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The optional free text, in characters. */
export const SURVEY_COMMENT_MAX = 500;
/** Games ticked at most (the catalog has 35; a few to spare as it grows). */
export const SURVEY_GAMES_MAX = 60;

export interface SurveyAnswers {
  foundVia: FoundVia;
  /** Slugs of catalog games, at least one. */
  games: string[];
  priority: Priority;
  comment: string | null;
}

/** The reward: one membership product lasting this many days. */
export const REWARD_DURATION_DAYS = 30;
