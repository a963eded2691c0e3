// Node's fetch keeps no cookies: this wrapper plays the browser's part for the integration tests.

export interface CookieFetch {
  fetch: typeof globalThis.fetch
  /** name → value of the cookies held now. */
  cookies: Map<string, string>
}

/** A fetch that stores Set-Cookie answers and sends them back, plus fixed extra headers (e.g. Origin). */
export function createCookieFetch(extraHeaders: Record<string, string> = {}): CookieFetch {
  const cookies = new Map<string, string>()
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
    if (init.credentials !== 'omit' && cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await globalThis.fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=')
        return (/^max-age$/i.test(key) && Number(v) <= 0) || (/^expires$/i.test(key) && Date.parse(v) <= Date.now())
      })
      if (expired || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  return { fetch, cookies }
}
