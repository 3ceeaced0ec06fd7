import { z } from 'zod'

// Zod compiles object parsers with `new Function` unless told not to. The site's Content Security
// Policy allows no eval, so in the browser the compile (and the probe for it) is refused and
// reported as a violation on every page with a form. Set before any schema is built: the setting
// is read when a schema is made. Every schema imports z from here (an ESLint rule says so).
z.config({ jitless: true })

export { z }
