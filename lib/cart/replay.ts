import type { CartLine } from './line'

/**
 * The account's cart as it arrived, with what the visitor did in this browser while it was on its
 * way (a product added the moment the page opened) done again on top of it: a quantity added is
 * added to the account's, a line taken out is taken out. Without this the arriving cart replaced
 * the browser's and the tap was lost.
 */
export function replayLocalChanges(sent: CartLine[], now: CartLine[], arrived: CartLine[]): CartLine[] {
  const sentQuantity = new Map(sent.map((line) => [line.productId, line.quantity]))
  const nowIds = new Set(now.map((line) => line.productId))
  const lines = arrived.filter((line) => !sentQuantity.has(line.productId) || nowIds.has(line.productId))
  for (const line of now) {
    const change = line.quantity - (sentQuantity.get(line.productId) ?? 0)
    if (change === 0) continue
    const at = lines.findIndex((l) => l.productId === line.productId)
    if (at < 0) {
      lines.push(line)
      continue
    }
    // A quantity lowered meanwhile lowers the account's too, but never below the smaller of the
    // two: lowering keeps the line (taking it out is the other branch).
    lines[at] = { productId: line.productId, quantity: Math.max(lines[at]!.quantity + change, Math.min(line.quantity, lines[at]!.quantity)) }
  }
  return lines
}
