import { readFile } from 'node:fs/promises'
import path from 'node:path'

let cached: string | null = null

/** The id of the build this server runs (written by `next build` to .next/BUILD_ID). */
export async function serverBuildId(): Promise<string> {
  if (cached) return cached
  try {
    cached = (await readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8')).trim()
  } catch {
    cached = process.env.NEXT_PUBLIC_BUILD_ID || 'development'
  }
  return cached
}
