import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { fa } from '@payloadcms/translations/languages/fa'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { adminNumbers } from './cms/admin/admin-numbers'
import { jalaliDates } from './cms/admin/jalali-dates'
import { priceSheetTranslations } from './cms/admin/price-sheet-translations'
import { Branches } from './cms/collections/Branches'
import { Brands } from './cms/collections/Brands'
import { Categories } from './cms/collections/Categories'
import { Carts } from './cms/collections/Carts'
import { Certifications } from './cms/collections/Certifications'
import { ConsultationRequests } from './cms/collections/ConsultationRequests'
import { Customers } from './cms/collections/Customers'
import { GalleryAlbums } from './cms/collections/GalleryAlbums'
import { Orders } from './cms/collections/Orders'
import { PaymentReceipts } from './cms/collections/PaymentReceipts'
import { JobApplications } from './cms/collections/JobApplications'
import { Media } from './cms/collections/Media'
import { OtpCodes } from './cms/collections/OtpCodes'
import { withQueryGuard } from './cms/hooks/no-queries-through-relationships'
import { RateMarks } from './cms/collections/RateMarks'
import { Posts } from './cms/collections/Posts'
import { PostTags } from './cms/collections/PostTags'
import { PrivateFiles } from './cms/collections/PrivateFiles'
import { ProductComments } from './cms/collections/ProductComments'
import { ProductLikes } from './cms/collections/ProductLikes'
import { PriceAlerts } from './cms/collections/PriceAlerts'
import { PriceChanges } from './cms/collections/PriceChanges'
import { Products } from './cms/collections/Products'
import { SpecAttributes } from './cms/collections/SpecAttributes'
import { SupplierApplications } from './cms/collections/SupplierApplications'
import { QuoteRequests } from './cms/collections/QuoteRequests'
import { Users } from './cms/collections/Users'
import { databaseAdapter } from './cms/db'
import { emailAdapter } from './cms/email'
import { fileStorage } from './cms/file-storage'
import { CompanyPages } from './cms/globals/CompanyPages'
import { HomePage } from './cms/globals/HomePage'
import { InvoiceSettings } from './cms/globals/InvoiceSettings'
import { FreightRates } from './cms/globals/FreightRates'
import { SiteSettings } from './cms/globals/SiteSettings'
import { payloadSecret } from './lib/env'
import { logger } from './lib/ops/logger'

const here = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  admin: {
    user: Users.slug,
    importMap: { baseDir: here },
    meta: { titleSuffix: ' | پنل مدیریت' },
    // Payload's own icon: no picture is fetched from an outside avatar service.
    avatar: 'default',
    components: {
      afterNavLinks: ['/components/admin/price-sheet/PriceSheetNavLink#PriceSheetNavLink'],
      providers: ['/components/admin/AdminDigits#AdminDigits'],
      views: { priceSheet: { Component: '/components/admin/price-sheet/PriceSheetView#PriceSheetView', path: '/price-sheet' } },
    },
  },
  // Staff work in Persian: the fallback, used whatever the browser's language (the proxy keeps
  // Accept-Language from the admin) until a staff member picks another in their account settings.
  email: emailAdapter(),
  i18n: {
    supportedLanguages: { fa, en, ar },
    fallbackLanguage: 'fa',
    translations: priceSheetTranslations,
  },
  localization: {
    locales: [
      { code: 'fa', label: 'فارسی', rtl: true },
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', rtl: true },
    ],
    defaultLocale: 'fa',
    fallback: true,
  },
  // Visitors query each collection by its own fields only (cms/hooks/no-queries-through-relationships.ts).
  collections: [
    Orders, PaymentReceipts, Products, PriceChanges, PriceAlerts, Categories, Brands, SpecAttributes, ProductComments, ProductLikes,
    Posts, PostTags, GalleryAlbums, Certifications, Branches, ConsultationRequests,
    SupplierApplications, JobApplications, QuoteRequests, PrivateFiles,
    Media, Customers, Carts, Users, OtpCodes, RateMarks,
  ].map(withQueryGuard),
  globals: [SiteSettings, HomePage, CompanyPages, InvoiceSettings, FreightRates],
  plugins: [jalaliDates, adminNumbers, fileStorage()],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  // The shop's JSON lines, request id and redaction included (lib/ops/logger.ts), not Payload's pretty printer.
  logger: logger(),
  typescript: { outputFile: path.join(here, 'cms/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
})
