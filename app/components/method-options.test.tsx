import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MethodCostJson } from "../../core/orders/quote-json";
import { MARKETS } from "../../core/markets";
import { I18nProvider } from "../i18n/i18n-context";
import { id as messages } from "../../i18n/messages/id";
import { MethodOptions } from "./method-options";

const methods = MARKETS.id.paymentMethods.filter((method) => method.id === "qris" || method.id === "ovo");

function render(costs: MethodCostJson[] | null, placeholders?: MethodCostJson[] | null): string {
  return renderToStaticMarkup(
    <I18nProvider locale="id" shell={messages} page={undefined}>
      <MethodOptions
        methods={methods}
        selected={null}
        costs={costs}
        placeholders={placeholders}
        currency="IDR"
        label="Metode pembayaran"
        onSelect={() => undefined}
      />
    </I18nProvider>,
  );
}

/** The text a screen reader gets: what is not aria-hidden, tags stripped, spaces (no-break too) as one. */
const readable = (html: string) =>
  html
    .replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("MethodOptions", () => {
  const known: MethodCostJson[] = [
    { id: "qris", fee: 115, total: 16_615, available: true },
    { id: "ovo", fee: 0, total: 0, available: false },
  ];

  it("shows each method's total and fee, or its minimum when the amount is under it", () => {
    const html = render(known);
    expect(readable(html)).toBe("QRIS Rp 16.615 termasuk biaya Rp 115 OVO Minimal Rp 10.000");
    expect(html).not.toContain("skeleton");
    expect(html).not.toContain("aria-busy");
  });

  it("while the costs are on their way, holds each method's place with blank bars that say nothing", () => {
    const html = render(null, known);
    expect(readable(html)).toBe("QRIS OVO");
    // The same lines as the figures they stand for: two for QRIS, one for OVO's minimum.
    expect(html.match(/class="payment-method__total skeleton"/g)).toHaveLength(1);
    expect(html.match(/class="payment-method__fee skeleton"/g)).toHaveLength(2);
    expect(html).toContain('aria-busy="true"');
    // Another item's figures never stand in the page, not even hidden: digits blanked, lengths kept.
    expect(html).toContain(">Rp\u00a000.000</span>");
    expect(html).toContain(">termasuk biaya Rp\u00a0000</span>");
    expect(html).toContain(">Minimal Rp\u00a000.000</span>");
  });

  it("shows nothing in a method's place when neither its cost nor a placeholder is known", () => {
    const html = render(null, null);
    expect(readable(html)).toBe("QRIS OVO");
    expect(html).not.toContain("payment-method__total");
    expect(html).not.toContain("aria-busy");
  });
});
