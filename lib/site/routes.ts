/**
 * The public pages of SPEC.md §2 (paths without locale prefix). Navigation, the sitemap and tests
 * read this list, so a page added here shows up everywhere at once.
 */
export const staticPages = {
  home: '/',
  about: '/about',
  services: '/services',
  search: '/search',
  prices: '/prices',
  calculator: '/calculator',
  compare: '/compare',
  blog: '/blog',
  gallery: '/gallery',
  contact: '/contact',
  employment: '/employment',
  suppliers: '/questionnaire-of-suppliers',
  auth: '/auth',
  login: '/auth/login',
  register: '/auth/register',
  cart: '/cart',
  orders: '/order',
  profile: '/profile',
} as const

export type StaticPageKey = keyof typeof staticPages

/** Pages a crawler should index; account pages are private to each visitor. */
export const indexablePages: StaticPageKey[] = [
  'home', 'about', 'services', 'search', 'prices', 'calculator', 'blog', 'gallery', 'contact', 'employment', 'suppliers',
]

export const mainNavigation = ['home', 'search', 'prices', 'calculator', 'services', 'blog', 'gallery', 'about', 'contact'] as const satisfies readonly StaticPageKey[]

/**
 * From which screen width each main link stands in the header's row; below that it is in the row's
 * «more» menu (the whole row is in the side menu below 1024 px). Nine links, the language names and
 * the quick-access menu do not fit one line in 1024 or 1280 px in Persian, English or Arabic.
 */
export const navigationShownFrom: Record<(typeof mainNavigation)[number], 'lg' | 'xl' | '2xl'> = {
  home: 'lg',
  search: 'lg',
  prices: 'lg',
  calculator: 'xl',
  services: '2xl',
  blog: 'lg',
  gallery: '2xl',
  about: '2xl',
  contact: 'lg',
}
