import { entryPath } from '@/lib/forms/bundle'

/**
 * Packs the chosen files into one zip in the browser (jszip, loaded only now), each under its slot's
 * folder, reporting progress in percent.
 */
export async function zipFiles(chosen: Record<string, File[]>, onProgress: (percent: number) => void): Promise<Blob> {
  const { default: JSZip } = await import('jszip')
  const zip = new JSZip()
  for (const [slot, files] of Object.entries(chosen)) files.forEach((file, i) => zip.file(entryPath(slot, i, file.name), file))
  return zip.generateAsync({ type: 'blob', compression: 'DEFLATE', compressionOptions: { level: 6 } }, (meta) => onProgress(meta.percent))
}

export type SendResponse = { status: number; body: unknown }

/**
 * Sends the answers and the zip as one multipart request. XMLHttpRequest rather than fetch because
 * only it reports upload progress.
 */
export function sendForm(url: string, answers: unknown, zip: Blob, onProgress: (percent: number) => void): Promise<SendResponse> {
  return new Promise((resolve, reject) => {
    const body = new FormData()
    body.append('answers', JSON.stringify(answers))
    body.append('documents', zip, 'documents.zip')
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100)
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response })
    xhr.onerror = () => reject(new Error('network'))
    xhr.onabort = () => reject(new Error('network'))
    xhr.send(body)
  })
}
