import { config } from 'zod'

// Zod compiles object parsers with `new Function` unless told not to. The site's Content Security
// Policy allows no eval, so in the browser the compile (and the probe for it) is refused and
// reported as a violation on every page with a form. The setting is read when a schema is made:
// every module that builds schemas imports this one first (tests/unit/zod-setup.test.ts checks).
// Only the setting lives here: re-exporting Zod's namespace from a module of ours kept all of it,
// its messages in forty languages included, in every form's bundle.
config({ jitless: true })
