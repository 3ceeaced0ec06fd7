/** A form-level message: an error (announced at once) or a quiet note. */
export function FormMessage({ tone, children }: { tone: 'error' | 'info' | 'success'; children: React.ReactNode }) {
  const styles = { error: 'border-red-200 bg-red-50 text-red-800', info: 'border-primary-200 bg-primary-50 text-primary-900', success: 'border-primary-300 bg-primary-50 text-primary-900' }[tone]
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${styles}`}>
      {children}
    </p>
  )
}
