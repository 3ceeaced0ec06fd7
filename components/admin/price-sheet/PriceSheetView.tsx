import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/cms/access/roles'
import { priceSheetT } from '@/cms/admin/price-sheet-translations'
import { PriceSheetTool } from './PriceSheetTool'

/** The admin page for bulk prices (/admin/price-sheet): sales and admins only. */
export function PriceSheetView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/price-sheet`)}`)
  const t = priceSheetT(req.i18n)
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={req.user} visibleEntities={visibleEntities}>
      <Gutter>
        <h1 className="price-sheet__title">{t('priceSheet:title')}</h1>
        {hasRole(req.user, 'sales') ? <PriceSheetTool /> : <p>{t('priceSheet:error_forbidden')}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
