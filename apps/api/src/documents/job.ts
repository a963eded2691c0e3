import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../db/knex.js'
import { claimRows, leaseFree, PollingJob, type ClaimingJobOptions } from '../platform/polling-job.js'
import { now } from '../models/BaseModel.js'
import { Document } from '../models/Document.js'
import { categorizeDocument } from './categorize.js'

export interface DocumentJobOptions extends ClaimingJobOptions {
  /** How long a document stays in `processing` before its result lands (lets the UI show it). */
  delayMs: number
}

export const DEFAULT_DOCUMENT_JOB_OPTIONS: DocumentJobOptions = {
  delayMs: 1500,
  pollIntervalMs: 2000,
  leaseMs: 60_000,
  batchSize: 10,
}

/**
 * The in-server worker that categorizes documents in `processing`. Claims are conditional UPDATEs
 * (status still `processing`, claim absent or expired), so several API instances on one database
 * never process a document twice, and a crashed instance's claims are retried after the lease.
 * Documents left in `processing` by a stop or a crash are picked up again at the next start.
 */
export class DocumentJob extends PollingJob {
  private readonly options: DocumentJobOptions
  private abort = new AbortController()

  constructor(
    private readonly db: Db,
    options: Partial<DocumentJobOptions> = {},
  ) {
    const merged = { ...DEFAULT_DOCUMENT_JOB_OPTIONS, ...options }
    super(merged.pollIntervalMs, merged.onError)
    this.options = merged
  }

  protected override onStart(): void {
    this.abort = new AbortController()
  }

  /** Claims the running round could not finish are released at once. */
  protected override onStop(): void {
    this.abort.abort()
  }

  /** One round: claim up to batchSize documents, wait the delay, categorize them. Returns how many finished. */
  async runOnce(): Promise<number> {
    const claims = await this.claim()
    if (claims.length === 0) return 0
    try {
      if (this.options.delayMs > 0) await sleep(this.options.delayMs, undefined, { signal: this.abort.signal })
    } catch {
      await this.release(claims)
      return 0
    }
    let finished = 0
    for (const claim of claims) if (await this.finish(claim)) finished++
    return finished
  }

  private async claim(): Promise<Array<{ id: number; claimedAt: string }>> {
    const lease = {
      column: 'processingClaimedAt',
      expiredBefore: new Date(Date.now() - this.options.leaseMs).toISOString(),
    }
    const candidates = await this.db('documents')
      .select<Array<{ id: number }>>('id')
      .where('status', 'processing')
      .where(leaseFree(lease))
      .orderBy('id')
      .limit(this.options.batchSize)
    const claims = await claimRows(this.db, 'documents', candidates, {
      where: { status: 'processing' },
      lease,
      stamp: now,
    })
    return claims.map(({ row, stamp }) => ({ id: row.id, claimedAt: stamp }))
  }

  private async finish({ id, claimedAt }: { id: number; claimedAt: string }): Promise<boolean> {
    const document = await Document.query(this.db).findById(id)
    if (!document) return false
    const result = categorizeDocument(document.filename, document.extractedText)
    const done = await this.db('documents')
      .update({
        status: 'processed',
        category: result.category,
        subCategory: result.subCategory,
        tags: JSON.stringify(result.tags),
        confidence: result.confidence,
        processingClaimedAt: null,
      })
      .where({ id, status: 'processing', processingClaimedAt: claimedAt })
    return done === 1
  }

  private async release(claims: Array<{ id: number; claimedAt: string }>): Promise<void> {
    for (const { id, claimedAt } of claims) {
      await this.db('documents')
        .update({ processingClaimedAt: null })
        .where({ id, status: 'processing', processingClaimedAt: claimedAt })
    }
  }
}
