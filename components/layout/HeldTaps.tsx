import { holdEarlyTaps } from './held-taps'

/** The early-tap guard (held-taps.ts), inline so that it runs before anything can be tapped. */
export function HeldTaps() {
  return <script dangerouslySetInnerHTML={{ __html: `(${holdEarlyTaps.toString()})()` }} />
}
