'use client'

import { KeyRound, MessageSquareText } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { requestLoginCodeAction, verifyLoginCodeAction } from '@/app/actions/auth'
import { CodeFlow } from './CodeFlow'
import { PasswordLoginForm } from './PasswordLoginForm'

export type LoginMode = 'code' | 'password'

/** Sign-in by one-time code or by password; the visitor switches between the two (SPEC §2, §4). */
export function LoginForm({ locale, next, initialMode }: { locale: string; next?: string; initialMode: LoginMode }) {
  const t = useTranslations('auth')
  const [mode, setMode] = useState<LoginMode>(initialMode)

  return (
    <div className="space-y-5" data-login-mode={mode}>
      <h2 className="text-lg font-semibold">{mode === 'code' ? t('landing.codeTitle') : t('landing.passwordTitle')}</h2>
      {mode === 'code' ? (
        <CodeFlow
          request={(input) => requestLoginCodeAction(locale, input)}
          verify={(input) => verifyLoginCodeAction(locale, input, next)}
          onVerified={(result) => window.location.assign(result.next)}
          mobileLabel={t('fields.mobile')}
          sendLabel={t('login.sendCode')}
          submitLabel={t('login.submit')}
          sentMessage={(_, minutes) => t('login.codeSent', { minutes })}
        />
      ) : (
        <PasswordLoginForm locale={locale} next={next} />
      )}
      <button
        type="button"
        onClick={() => setMode(mode === 'code' ? 'password' : 'code')}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-steel-300 px-4 py-2 font-medium text-steel-800 hover:bg-steel-50"
      >
        {mode === 'code' ? <KeyRound aria-hidden className="size-4" /> : <MessageSquareText aria-hidden className="size-4" />}
        {mode === 'code' ? t('login.usePassword') : t('login.getCode')}
      </button>
    </div>
  )
}
