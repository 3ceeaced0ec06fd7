import { getTranslations } from 'next-intl/server'
import { shareTargets, type ShareTarget } from './share-targets'
import { ShareTargets } from './ShareTargets'

/** Plain share links: no third-party script loads with the page. */
export async function ShareLinks({ path, origin, title }: { path: string; origin: string | null; title: string }) {
  const t = await getTranslations('blog')
  const names = Object.fromEntries(shareTargets.map((x) => [x, t(`shareTo.${x}`)])) as Record<ShareTarget, string>
  return (
    <nav aria-label={t('share')} className="flex flex-wrap items-center gap-2 text-sm" data-testid="share">
      <span className="font-medium">{t('share')}:</span>
      <ShareTargets path={path} origin={origin} title={title} names={names} />
    </nav>
  )
}
