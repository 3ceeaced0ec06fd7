import { Construction } from 'lucide'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import { Icon } from '@/components/icons/Icon'
import { Breadcrumb, type Crumb } from './Breadcrumb'

/** A page whose content a later release fills: its title, breadcrumb and a useful way on. */
export async function PagePlaceholder({ title, trail = [] }: { title: string; trail?: Crumb[] }) {
  const t = await getTranslations('placeholder')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...trail, { label: title }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{title}</h1>
      <section data-reveal className="mt-8 flex flex-col items-start gap-4 rounded-xl border border-dashed border-primary-300 bg-primary-50 p-8 sm:flex-row sm:items-center">
        <Icon icon={Construction} aria-hidden className="size-10 shrink-0 text-primary-600" />
        <div className="flex-1">
          <h2 className="text-lg font-semibold">{t('title')}</h2>
          <p className="mt-1 text-steel-700">{t('body')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={staticPages.search} className="rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700">{t('browse')}</Link>
          <Link href={staticPages.contact} className="rounded-md border border-primary-600 px-4 py-2 font-medium text-primary-700 hover:bg-white">{t('contact')}</Link>
        </div>
      </section>
    </div>
  )
}
