import type { Locale } from '@/lib/i18n/config'

/**
 * Every cache tag the site uses, in one place. Pages read through cached functions tagged with
 * these; Payload hooks revalidate the same names when staff change content.
 */
export const cacheTags = {
  siteSettings: (locale: Locale) => `site-settings:${locale}`,
  /** Products, categories, brands and specifications of one locale: listings and product pages. */
  catalogue: (locale: Locale) => `catalogue:${locale}`,
  /** Approved comments of one product, in every locale. */
  productComments: (productId: number) => `product-comments:${productId}`,
  /** Blog posts and their tags of one locale: list, archive, post pages, home teaser, sitemap. */
  blog: (locale: Locale) => `blog:${locale}`,
  /** Gallery albums of one locale. */
  gallery: (locale: Locale) => `gallery:${locale}`,
  /** Branches, certifications, about/services and the home arrangement of one locale. */
  company: (locale: Locale) => `company:${locale}`,
  /** The value-added tax rates of the invoice settings, which public price figures with tax read. */
  vatRates: () => 'vat-rates',
  /** The freight table: the cart's, the proforma's and the quote's delivery cost. */
  freight: () => 'freight-rates',
} as const
