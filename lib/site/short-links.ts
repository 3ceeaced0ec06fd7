import { localizedPath, type Locale } from '@/lib/i18n/config'
import { siteUrl } from '@/lib/seo/alternates'

/**
 * A product's shortest address a phone can open from a text: absolute, on the site's public origin
 * (SERVER_URL), in the text's language (`https://shop.example/en/p/12`, served by
 * app/(frontend)/[locale]/p/[id], which leads to the product's page).
 */
export const productShortLink = (locale: Locale, productId: number) => new URL(localizedPath(locale, `/p/${productId}`), siteUrl()).toString()
