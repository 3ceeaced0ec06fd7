'use client'

import { QrCode as QrIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { usePublicUrl } from '@/components/layout/use-public-url'

/**
 * The product's address as a QR code, for opening it on a phone. The drawing library loads only
 * when the visitor asks for the code; it encodes the public address (see usePublicUrl).
 */
export function QrCode({ path, origin }: { path: string; origin: string | null }) {
  const t = useTranslations('product')
  const url = usePublicUrl(path, origin)
  const [drawn, setDrawn] = useState<{ url: string; svg: string } | null>(null)
  const draw = async () => {
    const { default: QRCode } = await import('qrcode')
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d2226', light: '#ffffff' } })
    setDrawn({ url, svg })
  }
  if (drawn) return <div role="img" aria-label={t('qr')} data-testid="qr" data-url={drawn.url} className="size-36 shrink-0 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: drawn.svg }} />
  return (
    <button type="button" onClick={draw} className="js-only flex shrink-0 items-center gap-2 rounded-md border border-steel-200 px-3 py-2 text-sm font-medium hover:bg-steel-50">
      <QrIcon aria-hidden className="size-5" />
      {t('showQr')}
    </button>
  )
}
