/** A simple drawn shield for the town (decorative; the banner text names the town). */
export function CoatOfArms({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 56" className={className} aria-hidden focusable="false">
      <path d="M4 4h40v22c0 14-10 22-20 26C14 48 4 40 4 26z" fill="#fde047" stroke="#7f1d1d" strokeWidth="2" />
      <path d="M24 4v48" stroke="#7f1d1d" strokeWidth="1" />
      {[10, 16, 22, 28, 34].map((x) => (
        <rect key={x} x={x - 1.5} y="8" width="3" height="36" fill="#b91c1c" opacity={x < 24 ? 1 : 0} />
      ))}
      <path d="M28 30c3-6 9-6 12 0-3 6-9 6-12 0z" fill="#1d4ed8" />
      <path d="M26 40h16" stroke="#1d4ed8" strokeWidth="2" />
      <circle cx="34" cy="14" r="4" fill="#b91c1c" />
    </svg>
  );
}
