import { describe, expect, it } from 'vitest'
import { replayLocalChanges } from '@/lib/cart/replay'

const line = (productId: number, quantity: number) => ({ productId, quantity })

describe('the account cart arriving over what the visitor did meanwhile', () => {
  it('keeps a product added while it was on its way', () => {
    expect(replayLocalChanges([], [line(7, 1)], [])).toEqual([line(7, 1)])
    expect(replayLocalChanges([], [line(7, 1)], [line(3, 2)])).toEqual([line(3, 2), line(7, 1)])
  })

  it('adds what was added to what the account holds, as adding after it arrived would', () => {
    expect(replayLocalChanges([line(7, 1)], [line(7, 2)], [line(7, 4)])).toEqual([line(7, 5)])
    expect(replayLocalChanges([], [line(7, 1)], [line(7, 4)])).toEqual([line(7, 5)])
  })

  it('takes out a line taken out meanwhile, and lowers one lowered, never to nothing', () => {
    expect(replayLocalChanges([line(7, 1), line(3, 1)], [line(3, 1)], [line(7, 2), line(3, 1)])).toEqual([line(3, 1)])
    expect(replayLocalChanges([line(7, 3)], [line(7, 1)], [line(7, 5)])).toEqual([line(7, 3)])
    expect(replayLocalChanges([line(7, 3)], [line(7, 1)], [line(7, 1)])).toEqual([line(7, 1)])
  })

  it('is the account cart itself when nothing changed meanwhile', () => {
    expect(replayLocalChanges([line(7, 1)], [line(7, 1)], [line(7, 3), line(9, 2)])).toEqual([line(7, 3), line(9, 2)])
  })
})
