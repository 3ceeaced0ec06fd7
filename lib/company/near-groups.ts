export type MapPoint = { x: number; y: number }

/**
 * Splits items into groups whose points are within `gap` of another point of the same group, in
 * the order given: markers closer than a fingertip would hide one another, so each group is drawn
 * as one marker until the map is zoomed in far enough to part them.
 */
export function groupNear<T>(items: readonly T[], at: (item: T) => MapPoint, gap: number): T[][] {
  const points = items.map(at)
  const groupOf = items.map((_, i) => i)
  const root = (i: number): number => (groupOf[i] === i ? i : (groupOf[i] = root(groupOf[i]!)))
  for (let i = 0; i < items.length; i++) {
    for (let j = 0; j < i; j++) {
      if (Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y) < gap) groupOf[root(i)] = root(j)
    }
  }
  const groups = new Map<number, T[]>()
  items.forEach((item, i) => {
    const key = root(i)
    groups.set(key, [...(groups.get(key) ?? []), item])
  })
  return [...groups.values()]
}
