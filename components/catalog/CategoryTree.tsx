import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import type { CategoryNode } from '@/lib/catalog/categories'
import { categoryPath } from '@/lib/catalog/paths'

function Branch({ nodes, current }: { nodes: CategoryNode[]; current?: string }) {
  return (
    <ul className="space-y-1 ps-3">
      {nodes.map((n) => (
        <li key={n.id}>
          <Link
            href={categoryPath(n.slug)}
            aria-current={n.slug === current ? 'page' : undefined}
            className={`block rounded px-2 py-1 text-sm ${n.slug === current ? 'bg-primary-600 text-white' : 'hover:bg-primary-50'}`}
          >
            {n.title}
          </Link>
          {n.children.length ? <Branch nodes={n.children} current={current} /> : null}
        </li>
      ))}
    </ul>
  )
}

export async function CategoryTree({ tree, current }: { tree: CategoryNode[]; current?: string }) {
  const t = await getTranslations('catalog')
  return (
    <nav aria-label={t('categories')} data-testid="category-tree">
      <h2 className="mb-2 font-semibold">{t('categories')}</h2>
      <Link href={categoryPath()} aria-current={!current ? 'page' : undefined} className={`block rounded px-2 py-1 text-sm ${!current ? 'bg-primary-600 text-white' : 'hover:bg-primary-50'}`}>
        {t('allProducts')}
      </Link>
      <Branch nodes={tree} current={current} />
    </nav>
  )
}
