import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/i18n-context";
import { LazyPlaceholder } from "./lazy-placeholder";

describe("LazyPlaceholder", () => {
  it("renders nothing at first (on the server and at hydration): no flash for fast loads", () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="id" shell={{ "update.loading": "Memuat…" }} page={undefined}>
        <LazyPlaceholder />
      </I18nProvider>,
    );
    expect(html).toBe("");
  });
});
