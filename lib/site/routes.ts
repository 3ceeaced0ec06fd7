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

export const mainNavigation: StaticPageKey[] = ['home', 'search', 'prices', 'calculator', 'services', 'blog', 'gallery', 'about', 'contact']
