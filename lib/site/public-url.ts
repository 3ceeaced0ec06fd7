/**
 * The address people share: under SERVER_URL when the deployment names its public origin, otherwise
 * under the origin the visitor is on (as the proxy's redirects follow the visited host). A server
 * without SERVER_URL cannot know that origin, so the browser completes the address.
 */
export function publicUrl(path: string, configuredOrigin: string | null, visitedOrigin: string | null): string {
  const origin = configuredOrigin ?? visitedOrigin
  return origin ? new URL(path, origin).toString() : path
}

/** The public origin the deployment is configured with, if any. */
export function configuredOrigin(): string | null {
  return process.env.SERVER_URL ? new URL(process.env.SERVER_URL).origin : null
}
