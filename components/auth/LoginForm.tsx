'use client'

import { KeyRound, MessageSquareText } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { requestLoginCodeAction, verifyLoginCodeAction } from '@/app/actions/auth'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { CodeFlow } from './CodeFlow'
import { FormMessage } from '@/components/forms/FormMessage'
import { PasswordLoginForm } from './PasswordLoginForm'
import { ScriptButton } from '@/components/layout/ScriptButton'


export type LoginMode = 'code' | 'password'

/** Where a visitor who forgot their password lands after the code: the profile's password card. */
const passwordSection = (locale: Locale) => `${localizedPath(locale, staticPages.profile)}#password`

/** Sign-in by one-time code or by password; the visitor switches between the two (SPEC §2, §4). */
export function LoginForm({ locale, next, initialMode }: { locale: Locale; next?: string; initialMode: LoginMode }) {
  const t = useTranslations('auth')
  const [mode, setMode] = useState<LoginMode>(initialMode)
  // A forgotten password: sign in by code, then the profile asks for a new password only.
  const [forgot, setForgot] = useState(false)

  return (
    <div className="space-y-5" data-login-mode={mode}>
      <h2 className="text-lg font-semibold">{mode === 'code' ? t('landing.codeTitle') : t('landing.passwordTitle')}</h2>
      {mode === 'code' && forgot ? <FormMessage tone="info">{t('login.forgotHint')}</FormMessage> : null}
      {mode === 'code' ? (
        <CodeFlow
          request={(input) => requestLoginCodeAction(locale, input)}
          verify={(input) => verifyLoginCodeAction(locale, input, forgot ? passwordSection(locale) : next)}
          onVerified={(result) => window.location.assign(result.next)}
          mobileLabel={t('fields.mobile')}
          sendLabel={t('login.sendCode')}
          submitLabel={t('login.submit')}
          sentMessage={(_, minutes) => t('login.codeSent', { minutes })}
        />
      ) : (
        <>
          <PasswordLoginForm locale={locale} next={next} />
          <ScriptButton
            onClick={() => {
              setForgot(true)
              setMode('code')
            }}
            className="text-sm text-primary-700 underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </ScriptButton>
        </>
      )}
      <ScriptButton
        onClick={() => setMode(mode === 'code' ? 'password' : 'code')}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-steel-300 px-4 py-2 font-medium text-steel-800 hover:bg-steel-50"
      >
        {mode === 'code' ? <KeyRound aria-hidden className="size-4" /> : <MessageSquareText aria-hidden className="size-4" />}
        {mode === 'code' ? t('login.usePassword') : t('login.getCode')}
      </ScriptButton>
    </div>
  )
}
