import { redirect } from 'next/navigation'
import { loginPathFor, safeNextPath } from '@/lib/auth/next-path'
import { getViewer, type Viewer } from '@/lib/auth/viewer'
import { localizedPath, type Locale } from '@/lib/i18n/config'

/**
 * Pages for signed-in visitors only (profile, orders): the check runs here in server code, on
 * every request, and a guest goes to sign-in with the way back remembered.
 */
export async function requireViewer(locale: Locale, path: string): Promise<NonNullable<Viewer>> {
  const viewer = await getViewer()
  if (!viewer) redirect(loginPathFor(locale, localizedPath(locale, path)))
  return viewer
}

/** Sign-in and registration pages send a visitor who is already a signed-in customer on their way. */
export async function redirectSignedInCustomer(locale: Locale, next: string | undefined): Promise<void> {
  const viewer = await getViewer()
  if (viewer?.kind === 'customer') redirect(safeNextPath(next, locale))
}
