'use client'

import { useTranslations } from 'next-intl'

export type SendPhase = 'zipping' | 'uploading' | 'done'

/** Two bars while a long form leaves: packing the files into one zip, then sending it. */
export function UploadProgress({ phase, zip, upload }: { phase: SendPhase | null; zip: number; upload: number }) {
  const t = useTranslations('forms.files')
  if (!phase) return null
  const bar = (label: string, value: number, testId: string) => (
    <div>
      <div className="mb-1 flex justify-between text-sm text-steel-700">
        <span id={`${testId}-label`}>{label}</span>
        <span dir="ltr">{Math.round(value)}%</span>
      </div>
      <progress aria-labelledby={`${testId}-label`} data-testid={testId} max={100} value={Math.round(value)} className="h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-steel-100 [&::-webkit-progress-value]:bg-primary-600" />
    </div>
  )
  return (
    <div role="status" className="space-y-3 rounded-xl border border-steel-200 bg-white p-4">
      {bar(t('zipping'), zip, 'zip-progress')}
      {bar(phase === 'done' ? t('done') : t('uploading'), upload, 'upload-progress')}
    </div>
  )
}
