'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { requestMobileCodeAction, verifyMobileCodeAction } from '@/app/actions/profile'
import { ScriptButton } from '@/components/layout/ScriptButton'
import type { Locale } from '@/lib/i18n/config'
import { CodeFlow } from './CodeFlow'
import { FormMessage } from '@/components/forms/FormMessage'

/** Current number, and a change that takes effect only once a code texted to the new number comes back. */
export function MobileChange({ locale, mobile, verified }: { locale: Locale; mobile: string; verified: boolean }) {
  const t = useTranslations()
  const [current, setCurrent] = useState({ mobile, verified })
  const [editing, setEditing] = useState(false)
  const [changed, setChanged] = useState(false)

  return (
    <div className="space-y-4" data-testid="mobile-change">
      <p className="flex flex-wrap items-center gap-2">
        <span dir="ltr" className="font-mono text-lg" data-testid="current-mobile">
          {current.mobile}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs ${current.verified ? 'bg-primary-100 text-primary-800' : 'bg-amber-100 text-amber-900'}`}>
          {current.verified ? t('profile.verified') : t('profile.notVerified')}
        </span>
      </p>
      {changed ? <FormMessage tone="success">{t('profile.mobileChanged')}</FormMessage> : null}
      {editing ? (
        <>
          <CodeFlow
            request={(input) => requestMobileCodeAction(locale, input)}
            verify={verifyMobileCodeAction}
            onVerified={(result) => {
              setCurrent({ mobile: result.mobile, verified: true })
              setEditing(false)
              setChanged(true)
            }}
            mobileLabel={t('profile.newMobile')}
            sendLabel={t('profile.sendCode')}
            submitLabel={t('profile.confirmMobile')}
            sentMessage={(to) => t('profile.codeSentTo', { mobile: to })}
          />
          <button type="button" className="text-sm text-steel-600 hover:underline" onClick={() => setEditing(false)}>
            {t('profile.cancel')}
          </button>
        </>
      ) : (
        <ScriptButton
          className="rounded-lg border border-steel-300 px-4 py-2 font-medium text-steel-800 hover:bg-steel-50"
          onClick={() => {
            setChanged(false)
            setEditing(true)
          }}
        >
          {t('profile.newMobile')}
        </ScriptButton>
      )}
    </div>
  )
}
