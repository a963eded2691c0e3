/**
 * Full page navigations (to /api/logout, /api/login) and reloads, behind one object so tests can watch them.
 * Client-side moves use react-router instead.
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url)
  },
  reload() {
    window.location.reload()
  },
}
