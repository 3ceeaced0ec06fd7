import { getTranslations } from 'next-intl/server'
import { vatBases, vatSwitchRoute } from '@/lib/prices/vat-basis'

/**
 * «بدون ارزش افزوده / با ارزش افزوده» as two plain links: the route stores the choice and leads back
 * here. Which one is chosen is drawn by globals.css from `html[data-vat]`, as the figures are, since
 * the page itself is the same for everybody; the chosen one says so to a screen reader too.
 */
export async function VatSwitch({ path, vatPercent }: { path: string; vatPercent: number }) {
  const t = await getTranslations('prices.vat')
  return (
    <div role="group" aria-label={t('label', { rate: vatPercent })} className="inline-flex overflow-hidden rounded-md border border-steel-300 text-sm print:hidden" data-testid="vat-switch">
      {vatBases.map((basis) => (
        // A full load, not the client router's: the route answers with a redirect and a cookie.
        <a key={basis} href={vatSwitchRoute(basis, path)} className={`vat-choice-${basis} px-3 py-1.5 hover:bg-steel-100`} data-basis={basis}>
          {t(basis)}
          <span className={`vat-${basis} sr-only`}>{` (${t('chosen')})`}</span>
        </a>
      ))}
    </div>
  )
}
