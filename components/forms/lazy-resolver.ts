import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type Schema<Input, Output> = z.ZodType<Output, Input>

/**
 * A form's Zod resolver whose schema (and Zod with it, a sixth of a form page's JavaScript) is
 * fetched when the form is first used rather than with the page. `warm()` starts the fetch early
 * (the form calls it on first focus), so by the time the visitor submits it is there; the first
 * validation waits for it otherwise. The schema module is the same one the server action runs.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(load: () => Promise<Schema<Input, Output>>) {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined
  const get = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    ))
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await get())(values, context, options)
  return { resolver, warm: () => void get() }
}
