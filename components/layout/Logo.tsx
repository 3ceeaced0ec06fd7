/** The company mark: a square and a round tube section side by side. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect x="2" y="8" width="20" height="20" rx="2" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="29" cy="24" r="8.5" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  )
}
