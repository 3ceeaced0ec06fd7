import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export type DatabaseKind = 'sqlite' | 'postgres'

export type ManifestFile = { path: string; size: number; sha256: string }

/** What an archive says of itself: restore checks every byte against it before using anything. */
export type Manifest = {
  format: 1
  createdAt: string
  database: { kind: DatabaseKind; file: string; latestMigration: string | null }
  storage: 'disk' | 's3'
  buildId: string | null
  counts: Record<string, number>
  files: ManifestFile[]
  /** Objects' content types when the uploads came from a bucket (archive path → type). */
  contentTypes?: Record<string, string>
}

export const MANIFEST_NAME = 'manifest.json'

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Every regular file under `root`, as archive paths (forward slashes), sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = []
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  await walk(root)
  return out.sort()
}

/** Hashes what was staged under `root`, the manifest itself excepted. */
export async function describeFiles(root: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = []
  for (const rel of await listFiles(root)) {
    if (rel === MANIFEST_NAME) continue
    const full = path.join(root, rel)
    const { size } = await stat(full)
    files.push({ path: rel, size, sha256: await sha256File(full) })
  }
  return files
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The manifest's text as a Manifest, or an error saying what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new Error(`${MANIFEST_NAME} is not valid JSON: the archive is damaged`)
  }
  if (!isRecord(raw) || raw.format !== 1) throw new Error(`${MANIFEST_NAME} is not a backup manifest this version can read (format 1)`)
  const db = raw.database
  if (!isRecord(db) || (db.kind !== 'sqlite' && db.kind !== 'postgres') || typeof db.file !== 'string') throw new Error(`${MANIFEST_NAME} does not say which database the archive holds`)
  if (!Array.isArray(raw.files) || !raw.files.every((f) => isRecord(f) && typeof f.path === 'string' && typeof f.sha256 === 'string' && typeof f.size === 'number')) {
    throw new Error(`${MANIFEST_NAME} has no valid list of files`)
  }
  return raw as Manifest
}

/**
 * What differs between the manifest and the files actually found (path → SHA-256): each problem
 * names its file. Empty when the archive is whole and untouched.
 */
export function manifestProblems(manifest: Manifest, found: Map<string, string>): string[] {
  const problems: string[] = []
  const listed = new Set<string>()
  for (const file of manifest.files) {
    listed.add(file.path)
    const hash = found.get(file.path)
    if (hash === undefined) problems.push(`${file.path} is listed in the manifest but missing from the archive`)
    else if (hash !== file.sha256) problems.push(`${file.path} does not match its SHA-256 in the manifest (the archive was altered or damaged)`)
  }
  for (const file of found.keys()) if (!listed.has(file)) problems.push(`${file} is in the archive but not in the manifest`)
  if (!listed.has(manifest.database.file)) problems.push(`the database file ${manifest.database.file} is not listed in the manifest`)
  return problems
}
