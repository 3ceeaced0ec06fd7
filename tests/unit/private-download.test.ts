import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { attachmentDownload } from '@/cms/uploads/attachment-download'

const dir = mkdtempSync(path.join(os.tmpdir(), 'private-download-'))
writeFileSync(path.join(dir, 'SQ-AB23-CD45.zip'), 'PK\u0003\u0004 zip')
const download = attachmentDownload(dir) as unknown as (req: unknown, args: { params: { filename: string } }) => Promise<Response>

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a private file through the app', () => {
  it('is sent as an attachment when it is in storage', async () => {
    const res = await download({}, { params: { filename: 'SQ-AB23-CD45.zip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect((await res.text()).slice(0, 2)).toBe('PK')
  })

  it('answers 404, not a server error, when its record outlived the file, and for a path out of the folder', async () => {
    for (const filename of ['SQ-GONE-0000.zip', '../../etc/passwd', '..']) {
      const res = await download({}, { params: { filename } })
      expect(res.status, filename).toBe(404)
    }
  })
})
