'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** A chosen photo's pixel size, read by the browser (the server reads it again from the file). */
export function PhotoSize({ file }: { file: File }) {
  const t = useTranslations('employment')
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    let live = true
    createImageBitmap(file)
      .then((bitmap) => {
        if (live) setSize({ width: bitmap.width, height: bitmap.height })
        bitmap.close()
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [file])
  return size ? <span data-testid="photo-size">{t('photoSize', size)}</span> : null
}
