import type { MessageKey } from "../../../../i18n/messages/id";
import { useI18n } from "../../../i18n/i18n-context";
import { FormError } from "../../../components/form-error";

/** What a catalog form's action answered: "Saved." as a status, or its refusal as an alert. */
export function CatalogOutcome({
  result,
}: {
  result: { saved?: true; error?: MessageKey; applied?: number } | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      {result?.saved ? (
        <p role="status" data-testid="catalog-saved">
          {t("adminCatalog.saved")}
        </p>
      ) : null}
      <FormError message={result?.error ? t(result.error) : null} />
    </>
  );
}
