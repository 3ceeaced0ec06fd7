// s3rver ships no types; only what the test server helper uses.
declare module 's3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory?: string; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
