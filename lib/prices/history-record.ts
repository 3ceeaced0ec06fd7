import type { PriceChange, Product } from '@/cms/payload-types'

export type PriceSource = PriceChange['source']

/**
 * The history record of one price change, as the product's save hook and the bulk import both
 * write it: when (the product's own change time), old and new price, unit, source and who.
 */
export function priceChangeRecord(
  product: Pick<Product, 'id' | 'title' | 'unit' | 'price' | 'priceChangedAt'>,
  oldPrice: number | null,
  source: PriceSource,
  staffId: number | undefined,
): Omit<PriceChange, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    product: product.id,
    productTitle: product.title,
    at: product.priceChangedAt ?? new Date().toISOString(),
    oldPrice,
    price: product.price,
    unit: product.unit,
    source,
    changedBy: staffId,
  }
}
