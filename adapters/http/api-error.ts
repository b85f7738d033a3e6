/**
 * The one HTTP error shape of the API: `{ message, code, fields? }`. `code` is an i18n message key,
 * so clients can translate; `message` is already in the request's language.
 */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}
