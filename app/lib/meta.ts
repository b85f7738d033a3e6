import type { MetaDescriptor } from "react-router";
import { createTranslator, type Translate } from "../../i18n/translate";
import type { RootData } from "../root-data";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The translator for a route's `meta` function, from the root loader's data among the matches. */
export function metaTranslator(matches: readonly (MatchLike | undefined)[]): Translate | undefined {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  return data ? createTranslator(data.locale, data.messages) : undefined;
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
