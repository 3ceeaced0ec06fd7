import QRCode from 'qrcode'

/** The product URL as a QR code, drawn on the server as inline SVG (no script, no request). */
export async function QrCode({ url, label }: { url: string; label: string }) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d2226', light: '#ffffff' } })
  return <div role="img" aria-label={label} data-testid="qr" data-url={url} className="size-36 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />
}
