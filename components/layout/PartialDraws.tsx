import { forgetPartialDraws } from './partial-draws'

/** The guard against heights drawn from part of a page (partial-draws.ts), inline so that it listens before the page ends. */
export function PartialDraws() {
  return <script dangerouslySetInnerHTML={{ __html: `(${forgetPartialDraws.toString()})()` }} />
}
