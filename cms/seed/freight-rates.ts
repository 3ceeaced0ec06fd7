import type { Payload } from 'payload'

/**
 * The demo freight table: the mill near Tehran, so the capital and its neighbours cost least; free
 * delivery from 20 tons there. Provinces not listed are quoted by sales.
 */
export async function seedFreightRates(payload: Payload) {
  await payload.updateGlobal({
    slug: 'freight-rates',
    data: {
      rates: [
        { province: 'tehran', pricePerTon: 900_000, minimum: 1_500_000, freeAboveTons: 20 },
        { province: 'alborz', pricePerTon: 1_100_000, minimum: 1_800_000, freeAboveTons: 25 },
        { province: 'qom', pricePerTon: 1_400_000, minimum: 2_000_000, freeAboveTons: null },
        { province: 'markazi', pricePerTon: 1_700_000, minimum: 2_200_000, freeAboveTons: null },
        { province: 'isfahan', pricePerTon: 2_300_000, minimum: 3_000_000, freeAboveTons: null },
        { province: 'fars', pricePerTon: 3_200_000, minimum: 4_000_000, freeAboveTons: null },
        { province: 'khuzestan', pricePerTon: 3_600_000, minimum: 4_500_000, freeAboveTons: null },
        { province: 'razavi-khorasan', pricePerTon: 3_900_000, minimum: 5_000_000, freeAboveTons: null },
      ],
    },
  })
}
