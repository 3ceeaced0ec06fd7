export type DetailLine = { label: string; value: string | null | undefined; ltr?: boolean }

/** "Label: value" lines (a party on an invoice, the buyer of an order); empty ones are left out, codes read left to right. */
export function DetailList({ lines, className = 'space-y-0.5' }: { lines: readonly DetailLine[]; className?: string }) {
  return (
    <dl className={className}>
      {lines
        .filter((l) => l.value)
        .map((l) => (
          <div key={l.label}>
            <dt className="inline text-steel-600 print:text-black">{l.label}: </dt>
            <dd className="inline" dir={l.ltr ? 'ltr' : 'auto'}>
              {l.value}
            </dd>
          </div>
        ))}
    </dl>
  )
}
