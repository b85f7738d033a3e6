import { createContext, useContext } from "react";

/**
 * The built stylesheet's text, which the root layout sends inline in the page's head (the server's
 * entry reads it once from the build): the first paint then waits for no request of its own, where
 * a `<link>` cost a round trip after the HTML (bench/history.md, "Lighthouse's first paint").
 * Undefined in the browser, which keeps the text the server sent (React does not rewrite an
 * element's inner HTML when hydrating it), and in development, where Vite serves the stylesheet.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export const useInlineStylesheet = () => useContext(InlineStylesheetContext);
