import { getTranslations } from 'next-intl/server'

/** Plain share links: no third-party script loads with the page. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('blog')
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const targets = [
    { key: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { key: 'whatsapp', href: `https://wa.me/?text=${text}%20${u}` },
    { key: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: 'email', href: `mailto:?subject=${text}&body=${u}` },
  ] as const
  return (
    <nav aria-label={t('share')} className="flex flex-wrap items-center gap-2 text-sm" data-testid="share">
      <span className="font-medium">{t('share')}:</span>
      {targets.map((x) => (
        <a key={x.key} href={x.href} target="_blank" rel="noopener noreferrer" className="rounded-full border border-steel-200 px-3 py-1 hover:border-primary-600 hover:text-primary-700">
          {t(`shareTo.${x.key}`)}
        </a>
      ))}
    </nav>
  )
}
