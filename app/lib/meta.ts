import type { MetaDescriptor } from "react-router";
import { createTranslator, type Translate } from "../../i18n/translate";
import { unpackMessages } from "../../i18n/packed-messages";
import { pageMessagesOf } from "../i18n/page-handle";
import { mergeMessages } from "../i18n/merge-messages";
import type { RootData } from "../root-data";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The translator for a route's `meta` function: the root's messages and the page's, from the matches. */
export function metaTranslator(matches: readonly (MatchLike | undefined)[]): Translate | undefined {
  const dataOf = (match: MatchLike | undefined) => match?.loaderData ?? match?.data;
  const root = dataOf(matches.find((match) => match?.id === "root")) as RootData | undefined;
  if (!root) return undefined;
  const page = pageMessagesOf(matches.filter((match) => match?.id !== "root").map(dataOf));
  const shell = unpackMessages(root.messages);
  return createTranslator(root.locale, page ? mergeMessages(shell, page) : shell);
}

/** Title, description and their OpenGraph twins (the sharing title and description). */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
  ];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  return tags;
}
