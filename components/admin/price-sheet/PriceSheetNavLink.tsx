import Link from 'next/link'
import type { ServerProps } from 'payload'
import { hasRole } from '@/cms/access/roles'
import { priceSheetT } from '@/cms/admin/price-sheet-translations'

/** The bulk price update in the admin's navigation, for the roles that may use it. */
export function PriceSheetNavLink({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user, 'sales')) return null
  const t = priceSheetT(i18n)
  return (
    <Link className="nav__link price-sheet__nav" href={`${payload.config.routes.admin}/price-sheet`} prefetch={false}>
      <span className="nav__link-label">{t('priceSheet:nav')}</span>
    </Link>
  )
}
