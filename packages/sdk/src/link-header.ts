/**
 * The target of the first link whose relation types include `rel`, read from an RFC 8288 `Link` header
 * (`<url>; rel="next", <url>; rel="prev"`), or null when there is none. Commas and semicolons inside the
 * `<…>` target or inside a quoted parameter value do not split links.
 */
export function linkTarget(header: string | null | undefined, rel: string): string | null {
  if (!header) return null
  const wanted = rel.toLowerCase()
  let at = 0
  while (at < header.length) {
    const open = header.indexOf('<', at)
    if (open < 0) return null
    const close = header.indexOf('>', open + 1)
    if (close < 0) return null
    const end = endOfLink(header, close + 1)
    const relations = relationsOf(header.slice(close + 1, end))
    if (relations.includes(wanted)) return header.slice(open + 1, close).trim()
    at = end + 1
  }
  return null
}

/** The index of the comma that ends the link's parameters (outside quotes), or the header's length. */
function endOfLink(header: string, from: number): number {
  let quoted = false
  for (let index = from; index < header.length; index++) {
    const char = header[index]
    if (quoted) {
      if (char === '\\') index++
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') return index
  }
  return header.length
}

/** The relation types of the first `rel` parameter (RFC 8288 §3.3 ignores later ones), lower-cased. */
function relationsOf(parameters: string): string[] {
  for (const match of parameters.matchAll(/;\s*([^\s=;,]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*)))?/g)) {
    if (match[1]?.toLowerCase() !== 'rel') continue
    const value = match[2] === undefined ? (match[3] ?? '') : match[2].replace(/\\(.)/g, '$1')
    return value.toLowerCase().split(/\s+/).filter(Boolean)
  }
  return []
}
