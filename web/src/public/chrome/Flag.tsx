/** The Catalan flag (four red bars on gold), drawn rather than downloaded. */
export function Flag({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 54 36" className={className} aria-hidden focusable="false">
      <rect width="54" height="36" fill="#fcdd09" />
      {[4, 12, 20, 28].map((y) => (
        <rect key={y} y={y} width="54" height="4" fill="#da121a" />
      ))}
    </svg>
  );
}
