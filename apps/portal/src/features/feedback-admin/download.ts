/** Hands a blob to the browser as a downloaded file with the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
