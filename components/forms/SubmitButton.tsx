import type { ButtonHTMLAttributes } from 'react'

/** The main button of a form; shows a waiting label while the server answers. */
export function SubmitButton({ busy, busyLabel, children, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      className={`rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...rest}
    >
      {busy ? busyLabel : children}
    </button>
  )
}
