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

/** The section for an order in `status`, read in `locale`, as HTML. */
function section(locale: Language, status: PublicOrder["status"], rerouted = false): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale} shell={MESSAGES[locale]} page={undefined}>
      <DeliveryFacts
        order={{ status } as PublicOrder}
        whatArrives="140 Diamond"
        serials={status === "complete" ? ["SN-1"] : []}
        rerouted={rerouted}
        usualDelivery={null}
      />
    </I18nProvider>,
  );
}

/** The section's heading for an order in `status`, read in `locale`. */
const heading = (locale: Language, status: PublicOrder["status"]) =>
  /<h2[^>]*>([^<]*)<\/h2>/.exec(section(locale, status))?.[1] ?? "";

/** The words on a delivery sent another way, when the section says them. */
const reroutedNote = (html: string) =>
  /data-testid="delivery-rerouted">([^<]*)</.exec(html)?.[1]?.replace(/&#x27;/g, "'");

describe("what the order brings", () => {
  it("says what was delivered once the order is complete, and what is coming before", () => {
    expect(heading("ru", "complete")).toBe("Что доставлено");
    expect(heading("ru", "in_progress")).toBe("Что вы получите");
    expect(heading("en", "complete")).toBe("What was delivered");
    expect(heading("en", "awaiting_payment")).toBe("What you get");
    expect(heading("uz", "complete")).toBe("Nima yetkazildi");
    expect(heading("id", "complete")).toBe("Yang sudah dikirim");
  });

  it("says, in the buyer's words and naming no supplier, that a delivery sent another way takes a little longer", () => {
    expect(reroutedNote(section("en", "in_progress", true))).toBe(
      "Taking a little longer: we're sending it another way.",
    );
    expect(reroutedNote(section("id", "in_progress", true))).toBe(
      "Sedikit lebih lama: kami mengirimkannya lewat jalur lain.",
    );
    expect(reroutedNote(section("ru", "in_progress", true))).toBe("Чуть дольше обычного: доставляем другим путём.");
    expect(reroutedNote(section("uz", "in_progress", true))).toBe(
      "Biroz uzoqroq davom etmoqda: boshqa yo'l bilan yetkazib bermoqdamiz.",
    );
    // A first purchase still on its way, and an order settled since, say nothing of it.
    expect(reroutedNote(section("en", "in_progress", false))).toBeUndefined();
    expect(reroutedNote(section("en", "complete", true))).toBeUndefined();
  });
});
