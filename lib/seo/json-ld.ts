/** JSON for a <script type="application/ld+json">, with `<` escaped so no text can end the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
