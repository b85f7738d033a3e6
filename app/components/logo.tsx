/** The wordmark: a green play-button tile and the shop's name. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--green)" />
        <path d="M12 9.5v13l10.5-6.5z" fill="var(--bg)" />
      </svg>
      <span className="logo__name">Kupi</span>
    </span>
  );
}
