/** A candle flame: the mark of the product. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false" data-logo>
      <circle cx="16" cy="16" r="15" fill="#e4f0f9" />
      <path d="M16 5c3 4 5 6.5 5 9.5a5 5 0 0 1-10 0C11 11.5 13 9 16 5z" fill="#e0a526" />
      <path d="M16 10c1.4 2 2.3 3.2 2.3 4.6a2.3 2.3 0 0 1-4.6 0c0-1.4.9-2.6 2.3-4.6z" fill="#fff4d6" />
      <rect x="12.5" y="19.5" width="7" height="8" rx="1.5" fill="#255a80" />
    </svg>
  );
}
