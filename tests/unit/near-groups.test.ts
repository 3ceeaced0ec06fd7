import { describe, expect, it } from 'vitest'
import { groupNear } from '@/lib/company/near-groups'

const at = (p: { x: number; y: number }) => p

describe('groupNear', () => {
  it('keeps points apart when they are at least the gap apart, and in their order', () => {
    const points = [{ x: 0, y: 0 }, { x: 40, y: 0 }, { x: 0, y: 32 }]
    expect(groupNear(points, at, 32)).toEqual([[points[0]], [points[1]], [points[2]]])
  })

  it('puts points closer than the gap in one group, through a chain of neighbours', () => {
    const a = { x: 0, y: 0 }
    const far = { x: 200, y: 0 }
    const b = { x: 20, y: 10 }
    const c = { x: 40, y: 20 } // 22 px from b, 45 px from a: joins through b
    expect(groupNear([a, far, b, c], at, 32)).toEqual([[a, b, c], [far]])
  })
})
