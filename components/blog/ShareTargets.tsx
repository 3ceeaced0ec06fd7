'use client'

import { usePublicUrl } from '@/components/layout/use-public-url'
import { shareTargets, type ShareTarget } from './share-targets'

const hrefOf = (target: ShareTarget, u: string, text: string) =>
  ({
    telegram: `https://t.me/share/url?url=${u}&text=${text}`,
    whatsapp: `https://wa.me/?text=${text}%20${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${u}`,
  })[target]

/** The share links themselves, pointing at the page's public address (see usePublicUrl). */
export function ShareTargets({ path, origin, title, names }: { path: string; origin: string | null; title: string; names: Record<ShareTarget, string> }) {
  const u = encodeURIComponent(usePublicUrl(path, origin))
  const text = encodeURIComponent(title)
  return shareTargets.map((target) => (
    <a key={target} href={hrefOf(target, u, text)} target="_blank" rel="noopener noreferrer" className="rounded-full border border-steel-200 px-3 py-1 hover:border-primary-600 hover:text-primary-700">
      {names[target]}
    </a>
  ))
}
