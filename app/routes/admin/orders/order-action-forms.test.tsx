import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountField } from "../../../../core/catalog/types";
import { id } from "../../../../i18n/messages/id";
import { I18nProvider } from "../../../i18n/i18n-context";
import { CorrectAccountForm, type OrderActionAnswer } from "./order-action-forms";

/** A game of one field, a player ID of digits (Free Fire's). */
const PLAYER_ID = { type: "text", name: "playerId", kind: "playerId", charset: "digits" } as const;
const FREE_FIRE: AccountField[] = [{ ...PLAYER_ID, minLength: 8, maxLength: 12, example: "2847561903" }];

/** The correction form as the console's order page renders it, in Indonesian. */
function form(answer: OrderActionAnswer, fields: AccountField[] | null): string {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider locale="id" shell={id} page={undefined}>
            <CorrectAccountForm answer={answer} fields={fields} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ["/admin/orders/0b6f3c1e-3a8e-4a8e-9f0e-1d2c3b4a5f60"] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const corrected: OrderActionAnswer = { intent: "correctAccount", done: true, account: "312391234" };

describe("the console's game ID correction", () => {
  it("offers the game's own fields while the order takes a correction", () => {
    const html = form(undefined, FREE_FIRE);
    expect(html).toContain('name="account.playerId"');
    expect(html).not.toContain('role="status"');
  });

  // The correction sends the delivery again: by the time the page is read after it, the order may be
  // on its way and take no other correction, so the form is not offered, but the operator still
  // reads that the one just made was taken.
  it("still confirms a correction once the delivery it started has taken the form away", () => {
    const html = form(corrected, null);
    expect(html).toContain('data-testid="admin-correct-form"');
    expect(html).toContain('<p role="status">ID game sudah diperbaiki menjadi 312391234. Pengiriman dilanjutkan.</p>');
    expect(html).not.toContain('name="account.playerId"');
  });

  it("confirms beside the form when the order still takes one", () => {
    expect(form(corrected, FREE_FIRE)).toContain("ID game sudah diperbaiki menjadi 312391234.");
  });

  it("shows nothing when the order takes no correction and none was just made", () => {
    expect(form(undefined, null)).toBe("");
    expect(form({ intent: "retry", done: true }, null)).toBe("");
  });
});
