/** A URL as a message may show it: any user name or password in it replaced by ***. */
export function redactUrl(value: string): string {
  return value.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#@]*@/i, '$1***@')
}
