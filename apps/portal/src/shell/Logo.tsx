/** The portal's mark: a civic building. Decorative, the title names the site. */
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#ffffff" />
      <path d="M7 11 16 6l9 5zM9 12h2v9H9zm5 0h2v9h-2zm5 0h2v9h-2zm4 0h0zM7 22h18v3H7z" fill="#0b2e4f" />
    </svg>
  );
}
