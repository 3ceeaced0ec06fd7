import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// package.json denies these packages' install scripts (npm 11 asks): each works from the prebuilt
// binary package npm installs for this platform, which is what these tests load.
const require = createRequire(import.meta.url)

describe('native packages work without their install scripts', () => {
  it('sharp encodes a picture (pictures, thumbnails)', async () => {
    const sharp = require('sharp') as typeof import('sharp')
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#336699' } }).png().toBuffer()
    expect((await sharp(png).metadata()).width).toBe(8)
  })

  it('esbuild transforms TypeScript (tsx, the scripts and vitest)', () => {
    const esbuild = require('esbuild') as typeof import('esbuild')
    expect(esbuild.transformSync('const a: number = 1', { loader: 'ts' }).code.trim()).toBe('const a = 1;')
  })

  it('@swc/core transforms TypeScript (next-intl)', () => {
    const swc = require('@swc/core') as { transformSync(code: string, options: object): { code: string } }
    expect(swc.transformSync('const a: number = 1', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }).code.trim()).toBe('const a = 1;')
  })

  it('@parcel/watcher loads its native watcher (next-intl in development)', () => {
    const watcher = require('@parcel/watcher') as { subscribe: unknown }
    expect(typeof watcher.subscribe).toBe('function')
  })
})
