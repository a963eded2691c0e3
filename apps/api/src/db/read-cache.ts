import type { Db } from './knex.js'

type Listener = { pattern: RegExp; onWrite: () => void }
const listeners = new WeakMap<Db, Listener[]>()

/** Any statement but a read that names one of the tables (knex quotes names, so word boundaries hold). */
const writePattern = (tables: readonly string[]) =>
  new RegExp(`^(?!\\s*(select|with|pragma)\\b)[\\s\\S]*\\b(${tables.join('|')})\\b`, 'i')

/** Calls `onWrite` whenever this knex runs a statement that writes one of `tables`, transactions included. */
export function onTableWrite(db: Db, tables: readonly string[], onWrite: () => void): void {
  let list = listeners.get(db)
  if (!list) {
    const created: Listener[] = []
    db.on('query', (query: { sql?: string }) => {
      if (typeof query.sql !== 'string') return
      for (const listener of created) if (listener.pattern.test(query.sql)) listener.onWrite()
    })
    listeners.set(db, created)
    list = created
  }
  list.push({ pattern: writePattern(tables), onWrite })
}

/**
 * Answers of reads kept in-process for `ttlMs` (DECISIONS.md §4 allows a short cache if a change still takes
 * effect within seconds). Every write this process makes to a watched table empties it at once, so a change
 * made here is seen on the very next request; one made by another instance or the CLI within `ttlMs`.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>()
  /** Loads under way: requests that miss together share one (dropped at every write, so later ones load anew). */
  private readonly loading = new Map<string, Promise<V>>()
  /** Bumped at every write: a load that overlapped a write is not kept. */
  private generation = 0

  constructor(
    db: Db,
    tables: readonly string[],
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    onTableWrite(db, tables, () => this.clear())
  }

  /** Forgets every entry (a write here, or another instance said its data changed). */
  clear(): void {
    this.entries.clear()
    this.loading.clear()
    this.generation++
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    return entry && entry.until > Date.now() ? entry.value : undefined
  }

  /** A token to pass to `set`: the answer of a load is kept only if no write happened since. */
  snapshot(): number {
    return this.generation
  }

  set(key: string, value: V, snapshot: number): void {
    if (snapshot !== this.generation) return
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, { value, until: Date.now() + this.ttlMs })
  }

  /**
   * The cached answer, or the answer of one load shared by every request that misses while it runs (when an entry
   * expires under load, one query instead of one per request in flight).
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return Promise.resolve(cached)
    let pending = this.loading.get(key)
    if (!pending) {
      const snapshot = this.snapshot()
      const loaded = load().then((value) => {
        this.set(key, value, snapshot)
        return value
      })
      pending = loaded.finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key)
      })
      this.loading.set(key, pending)
    }
    return pending
  }
}

/** One cache per database and purpose. */
export function cacheFor<V>(
  registry: WeakMap<Db, ReadCache<V>>,
  db: Db,
  tables: readonly string[],
  ttlMs: number,
): ReadCache<V> {
  let cache = registry.get(db)
  if (!cache) {
    cache = new ReadCache<V>(db, tables, ttlMs)
    registry.set(db, cache)
  }
  return cache
}
