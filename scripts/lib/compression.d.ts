// The compressor is used as the production server uses it (scripts/serve.mjs), on Node's own
// request and response; its published types describe it as Express middleware only.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  function compression(options?: { threshold?: number | string }): Middleware
  namespace compression {
    function filter(req: IncomingMessage, res: ServerResponse): boolean
  }
  export default compression
}
