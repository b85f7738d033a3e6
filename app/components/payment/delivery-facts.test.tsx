import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublicOrder } from "../../../core/orders/public-order";
import type { Language } from "../../../core/locales";
import { en } from "../../../i18n/messages/en";
import { id } from "../../../i18n/messages/id";
import { ru } from "../../../i18n/messages/ru";
import { uz } from "../../../i18n/messages/uz";
import { I18nProvider } from "../../i18n/i18n-context";
import { DeliveryFacts } from "./delivery-facts";

const MESSAGES = { id, en, ru, uz };

/** The section's heading for an order in `status`, read in `locale`. */
function heading(locale: Language, status: PublicOrder["status"]): string {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} shell={MESSAGES[locale]} page={undefined}>
      <DeliveryFacts
        order={{ status } as PublicOrder}
        whatArrives="140 Diamond"
        serials={status === "complete" ? ["SN-1"] : []}
        usualDelivery={null}
      />
    </I18nProvider>,
  );
  return /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? "";
}

describe("what the order brings", () => {
  it("says what was delivered once the order is complete, and what is coming before", () => {
    expect(heading("ru", "complete")).toBe("Что доставлено");
    expect(heading("ru", "in_progress")).toBe("Что вы получите");
    expect(heading("en", "complete")).toBe("What was delivered");
    expect(heading("en", "awaiting_payment")).toBe("What you get");
    expect(heading("uz", "complete")).toBe("Nima yetkazildi");
    expect(heading("id", "complete")).toBe("Yang sudah dikirim");
  });
});
