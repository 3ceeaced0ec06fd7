/** `--name value` or `--name=value` from argv, or undefined. */
export function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name)
  if (i >= 0) return argv[i + 1]
  return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

/** The arguments that are neither options nor their values. */
export function positional(argv: string[], withValue: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (withValue.includes(a)) i++
    else if (!a.startsWith('--')) out.push(a)
  }
  return out
}
