import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/** What a field gives its control, so the label, hint and error always point at the right element. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** An `<input>`'s own props (data attributes too, which React's type leaves to JSX), but not what the field sets. */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldControl | "className" | "children"> & {
  [data: `data-${string}`]: string;
};

type FieldProps = {
  label: ReactNode;
  /** The control's id; pages and tests address some fields by it, the rest get a generated one. */
  id?: string;
  /** Below the control, tied to it by aria-describedby. */
  hint?: ReactNode;
  /** Shown (and announced) only when there is one; marks the control invalid. */
  error?: ReactNode;
  /** `<id>-error` unless the page addresses the error by another id. */
  errorId?: string;
  /** `<id>-hint` unless the page addresses the hint by another id. */
  hintId?: string;
  /**
   * Hint and error share one polite live region that stays in the page even when empty: for
   * verdicts that arrive while the buyer types, which an alert per keystroke would shout over.
   */
  live?: boolean;
  /** Added to the wrapper's `field`, e.g. the account form's `field--bracketed`. */
  className?: string;
} & (({ children?: never } & InputProps) | { children: (control: FieldControl) => ReactNode });

/**
 * A form field: its label, its control (an `<input>` with the remaining props, or any control the
 * children render with the given props), an optional hint and its error.
 */
export function Field(props: FieldProps) {
  const {
    label,
    id: givenId,
    hint,
    error,
    errorId: givenErrorId,
    hintId: givenHintId,
    live,
    className,
    children,
    ...input
  } = props;
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = givenHintId ?? `${id}-hint`;
  const errorId = givenErrorId ?? `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [live || hint ? hintId : null, invalid && !live ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControl = {
    id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children ? children(control) : <input {...input} {...control} />}
      {live ? (
        <p id={hintId} className={invalid ? "field__error" : "field__hint"} role="status">
          {invalid ? error : hint}
        </p>
      ) : (
        <>
          {hint ? (
            <p id={hintId} className="field__hint">
              {hint}
            </p>
          ) : null}
          {invalid ? (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
