type Messages = Record<string, unknown>

/**
 * Only the texts named, by namespace ('cart') or by key path ('catalog.toman'), so a page sends
 * its islands what they read rather than every namespace (each byte goes out twice: in the HTML and
 * in the data React hydrates from).
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {}
  for (const path of paths) {
    const keys = path.split('.')
    let from: unknown = messages
    for (const key of keys) from = from && typeof from === 'object' ? (from as Messages)[key] : undefined
    if (from === undefined) continue
    let into = picked
    keys.forEach((key, i) => {
      if (i === keys.length - 1) into[key] = from
      else into = (into[key] ??= {}) as Messages
    })
  }
  return picked
}

/**
 * What the layout's islands read on every page (header, notifications, version check, the error
 * views met during client navigation).
 */
export const layoutMessagePaths = ['notify', 'version', 'switcher', 'errors', 'nav', 'cart.badge', 'product.notFound', 'catalog.allProducts'] as const
