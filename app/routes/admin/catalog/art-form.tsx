import { Form } from "react-router";
import { artAddress, artKey, type ArtSubject, type StoredArt } from "../../../../core/art/art";
import type { MessageKey } from "../../../../i18n/messages/id";
import { useI18n } from "../../../i18n/i18n-context";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";

/** An art form's answer, as art-form.server.ts beside it gives it. */
export type ArtOutcome =
  | { artSubject: string; art?: "uploaded" | "removed"; artError?: MessageKey; artValues?: Record<string, number> }
  | undefined;

/**
 * One subject's art in the console: the current image and its facts (or that there is none), an
 * upload form and a remove button. Plain multipart forms: they work without JavaScript.
 */
export function ArtForm(props: {
  subject: ArtSubject;
  /** The subject's name, for the preview's alt text. */
  name: string;
  art: StoredArt | undefined;
  outcome: ArtOutcome;
}) {
  const { t } = useI18n();
  const { subject, art } = props;
  const key = artKey(subject);
  const outcome = props.outcome?.artSubject === key ? props.outcome : undefined;
  const game = subject.kind === "game";
  const shown = game ? 96 : 48;
  const testId = `art-${key.replace(":", "-")}`;
  return (
    <div className="art-form" data-testid={testId}>
      <div className="art-form__current">
        {art ? (
          <>
            <img
              className={game ? "art-form__preview" : "art-form__preview art-form__preview--mark"}
              src={artAddress(art.hash, shown)}
              width={game ? 96 : 48}
              height={game ? 96 : 48}
              alt={t("adminArt.preview", { name: props.name })}
            />
            <p className="muted small" data-testid={`${testId}-facts`}>
              {t("adminArt.current", {
                format: art.source.format.toUpperCase(),
                width: art.source.width,
                height: art.source.height,
                size: Math.max(1, Math.round(art.source.bytes / 1024)),
              })}
            </p>
          </>
        ) : (
          <p className="muted small">{t(game ? "adminArt.none" : "adminArt.noneMark")}</p>
        )}
      </div>
      {outcome?.art ? (
        <p role="status" data-testid={`${testId}-saved`}>
          {t(outcome.art === "uploaded" ? "adminArt.uploaded" : "adminArt.removed")}
        </p>
      ) : null}
      <FormError message={outcome?.artError ? t(outcome.artError, outcome.artValues) : null} />
      <Form method="post" encType="multipart/form-data" className="catalog-form catalog-form--inline">
        <input type="hidden" name="intent" value="art" />
        {subject.kind === "method" ? <input type="hidden" name="method" value={subject.id} /> : null}
        <Field
          label={t("adminArt.file")}
          hint={t(game ? "adminArt.fileHintGame" : "adminArt.fileHintMark")}
          name="art"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          required
        />
        <button type="submit" className="button">
          {t("adminArt.upload")}
        </button>
      </Form>
      {art ? (
        <Form method="post">
          <input type="hidden" name="intent" value="removeArt" />
          {subject.kind === "method" ? <input type="hidden" name="method" value={subject.id} /> : null}
          <button type="submit" className="button button--ghost">
            {t("adminArt.remove")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
