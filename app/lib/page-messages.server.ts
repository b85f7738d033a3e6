import { splitLocalePath } from "../../core/locales";
import { pickMessages, type Namespace, type PackedMessages } from "../../i18n/namespaces";

/**
 * The messages a page's loader sends: its own namespaces (the route module's `handle.messages`) in the
 * request's language. The shell's (header, footer, sign-in, errors) come once with the root's data.
 */
export function pageMessages(request: Request, namespaces: readonly Namespace[]): PackedMessages {
  return pickMessages(splitLocalePath(new URL(request.url).pathname).locale, namespaces);
}
