import type { ReactNode } from "react";
import { Field } from "../field";

/**
 * The reason a console money or account action asks for: a required text within the use case's
 * bounds, which the audit log keeps beside the action.
 */
export function ReasonField(props: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  minLength: number;
  maxLength: number;
  rows?: number;
  testId: string;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <textarea
          {...control}
          name="reason"
          required
          minLength={props.minLength}
          maxLength={props.maxLength}
          rows={props.rows ?? 3}
          data-testid={props.testId}
        />
      )}
    </Field>
  );
}
