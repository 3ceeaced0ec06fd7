import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import fa from '@/messages/fa.json'

type Labels = { fa: string; en: string; ar: string }

function at(messages: unknown, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages)
  if (typeof value !== 'string') throw new Error(`No message at ${path}`)
  return value
}

/**
 * An admin label from the storefront's own messages, so staff read a submitted field under the
 * same words the visitor answered (one place to change them).
 */
export const messageLabel = (path: string): Labels => ({ fa: at(fa, path), en: at(en, path), ar: at(ar, path) })
