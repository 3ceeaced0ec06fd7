/** What an SMTP_URL says, as the mail transport's options: `smtp://user:pass@host:587`, `smtps://…:465`. */
type SmtpOptions = { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } }

export function smtpOptions(url: string): SmtpOptions {
  const parsed = new URL(url)
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const secure = parsed.protocol === 'smtps:'
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
  }
}
