import { Logo } from './Logo'

type Props = { name?: string | null; address?: string | null; contact?: string }

/** The company at the top of a printed page (a proforma, the price list): logo, name, address, and how to reach it where given. */
export function Letterhead({ name, address, contact }: Props) {
  return (
    <div className="flex items-center gap-3">
      <Logo className="size-12 shrink-0" />
      <div>
        <p className="text-lg font-bold">{name}</p>
        {address ? <p className="text-[9pt]">{address}</p> : null}
        {contact ? <p className="text-[9pt]" dir="ltr">{contact}</p> : null}
      </div>
    </div>
  )
}
