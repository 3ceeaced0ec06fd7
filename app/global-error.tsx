'use client'

/** Last resort when the layout itself fails: no translations are available, so all three show. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'Tahoma, system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <p style={{ fontSize: '3rem', fontWeight: 900, color: '#1a7d47' }}>500</p>
        <h1>خطای داخلی سرور</h1>
        <h1 lang="en" dir="ltr">Internal Server Error</h1>
        <h1 lang="ar">خطأ داخلي في الخادم</h1>
        <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.5rem 1.25rem' }}>
          تلاش دوباره · Try again · حاول مرة أخرى
        </button>
      </body>
    </html>
  )
}
