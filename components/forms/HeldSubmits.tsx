import { holdEarlySubmits } from './held-submits'

/** The early-submit guard (held-submits.ts), inline so that it runs before any form can be tapped. */
export function HeldSubmits() {
  return <script dangerouslySetInnerHTML={{ __html: `(${holdEarlySubmits.toString()})()` }} />
}
