import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("ties the label to the control and marks nothing invalid without an error", () => {
    const html = renderToStaticMarkup(<Field label="Name" id="test-name" name="name" required />);
    expect(html).toBe(
      '<div class="field"><label for="test-name">Name</label><input required="" id="test-name" name="name"/></div>',
    );
  });

  it("announces the error and points the control at it", () => {
    const html = renderToStaticMarkup(
      <Field
        label="Server"
        id="account-server"
        errorId="server-error"
        error="Choose a server"
        className="field--select"
      >
        {(control) => <select {...control} name="server" />}
      </Field>,
    );
    expect(html).toContain('<div class="field field--select">');
    expect(html).toContain(
      '<select id="account-server" aria-invalid="true" aria-describedby="server-error" name="server">',
    );
    expect(html).toContain('<p id="server-error" class="field__error" role="alert">Choose a server</p>');
  });

  it("describes the control by its hint and its error, in that order", () => {
    const html = renderToStaticMarkup(
      <Field label="Phone" id="phone" hint="With the country code" error="Too short" />,
    );
    expect(html).toContain('aria-describedby="phone-hint phone-error"');
    expect(html).toContain('<p id="phone-hint" class="field__hint">With the country code</p>');
  });

  it("keeps a live field's status region in the page, empty until there is news", () => {
    const quiet = renderToStaticMarkup(<Field label="Promo" id="promo-code" hintId="promo-code-status" live />);
    expect(quiet).toContain('aria-describedby="promo-code-status"');
    expect(quiet).toContain('<p id="promo-code-status" class="field__hint" role="status"></p>');
    const refused = renderToStaticMarkup(
      <Field label="Promo" id="promo-code" hintId="promo-code-status" live error="Expired" />,
    );
    expect(refused).toContain('aria-invalid="true" aria-describedby="promo-code-status"');
    expect(refused).toContain('<p id="promo-code-status" class="field__error" role="status">Expired</p>');
  });

  it("generates an id when none is given", () => {
    const html = renderToStaticMarkup(<Field label="Comment">{(control) => <textarea {...control} />}</Field>);
    const id = /<label for="([^"]+)">/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<textarea id="${id}"></textarea>`);
  });
});
