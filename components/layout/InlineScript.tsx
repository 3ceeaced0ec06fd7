/**
 * A function sent as an inline script where it is drawn, so that it runs before anything below it
 * is parsed (held-taps.ts, partial-draws.ts). It is sent as its source: it may use nothing from
 * outside its own body.
 */
export function InlineScript({ run }: { run: () => void }) {
  return <script dangerouslySetInnerHTML={{ __html: `(${run.toString()})()` }} />
}
