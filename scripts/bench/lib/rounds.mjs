// The pages and the floor measured round by round, for bench:lighthouse and bench:tasks. The
// machine drifts over a run of many minutes: a floor measured once at the end scored 88 where,
// measured in each round of the next run on the same build, it scored 84.
import { median } from './shop.mjs'

/**
 * Each round measures every page once, then the floor once. Returns each page's results and the
 * floor's, in round order (a result may be null where the measure found nothing).
 */
export async function measureInRounds(pageUrls, floorUrl, rounds, measure) {
  const urls = [...pageUrls, floorUrl]
  const results = urls.map(() => [])
  for (let i = 0; i < rounds; i++) {
    for (const [u, url] of urls.entries()) results[u].push(await measure(url))
    console.log(`round ${i + 1} of ${rounds} done`)
  }
  return { pages: results.slice(0, -1), floor: results.at(-1) }
}

/** The median over rounds of a page's value less the floor's in the same round, signed for print. */
export function gapToFloor(pageResults, floorResults, value) {
  const gap = median(pageResults.flatMap((r, i) => (r && floorResults[i] ? [value(r) - value(floorResults[i])] : [])).filter(Number.isFinite))
  return Number.isFinite(gap) ? `${gap >= 0 ? '+' : ''}${gap.toFixed(0)}` : '–'
}
