import { useI18n } from "../i18n/i18n-context";

/** Shown on every page while sandbox providers are in use. */
export function TestModeBanner() {
  const { t } = useI18n();
  return (
    <div className="test-mode" role="status" data-testid="test-mode">
      {t("testMode.banner")}
    </div>
  );
}
