import { DOCUMENT_CATEGORIES, type Document } from '@ledgerline/sdk'
import { useDocumentCategories, useDocuments, useProcessDocument } from '@ledgerline/sdk/react'
import { useEffect, useMemo, useState } from 'react'
import { ClientPage } from '@/components/ClientPage'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PreviewButton } from '@/components/ui/preview'
import { Select } from '@/components/ui/select'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { DocumentCard } from './DocumentCard'
import { ALL_CATEGORIES, documentStats, filterDocuments, isAnyProcessing } from './documentRules'

/** How often the list is refetched while a document is being processed on the server. */
export const PROCESSING_POLL_MS = 1500

export default function DocumentCenterPage() {
  const { data: documents, error, isLoading, mutate } = useDocuments()
  const { data: categories } = useDocumentCategories()
  const { trigger: processDocument } = useProcessDocument()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [starting, setStarting] = useState<number | null>(null)

  const processing = isAnyProcessing(documents)
  // Poll only while the server is still working on something, so the processed result shows up by itself.
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => void mutate(), PROCESSING_POLL_MS)
    return () => clearInterval(timer)
  }, [processing, mutate])

  const visible = useMemo(() => filterDocuments(documents ?? [], { search, category }), [documents, search, category])
  const stats = documentStats(documents ?? [])

  async function startProcessing(document: Document) {
    setStarting(document.id)
    try {
      await processDocument(document.id)
      toast({ title: 'Processing Started', description: 'Document is being processed with AI categorization' })
    } catch (cause) {
      toast({
        title: 'Error',
        description: `Processing could not start. ${cause instanceof Error ? cause.message : ''}`.trim(),
        variant: 'destructive',
      })
    } finally {
      setStarting(null)
    }
  }

  return (
    <ClientPage
      back={{ to: '/client', label: 'Back to Portal' }}
      title="Document Center"
      subtitle="Your tax documents, organised and tagged with AI."
      vip
      actions={
        <div className="flex flex-wrap gap-2">
          {/* SPEC.md §2.10: upload and bulk download make no call. */}
          <PreviewButton size="sm" action="Upload">
            Upload Documents
          </PreviewButton>
          <PreviewButton size="sm" variant="outline" action="Bulk download">
            Bulk Download
          </PreviewButton>
        </div>
      }
    >
      <dl aria-label="Document statistics" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label="Total Documents" value={stats.total} loading={isLoading} />
        <Stat label="Processed" value={stats.processed} loading={isLoading} />
        <Stat label="Processing" value={stats.processing} loading={isLoading} />
        <Stat label="Awaiting Processing" value={stats.awaiting} loading={isLoading} />
      </dl>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="document-search">Search</Label>
          <Input
            id="document-search"
            type="search"
            placeholder="Search by filename or tag..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor="document-category">Category</Label>
          <Select id="document-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>All Categories</option>
            {(categories ?? DOCUMENT_CATEGORIES).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <section aria-label="Documents" className="mt-6">
        <QueryState
          data={documents && visible}
          error={error}
          isLoading={isLoading}
          errorText="Your documents could not be loaded. Please try again later."
          loading={
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-48" />
              ))}
            </div>
          }
          empty={
            <Card className="flex flex-col items-center gap-1 p-10 text-center">
              <p className="text-lg font-semibold">No documents found</p>
              <p className="text-sm text-muted-foreground">Adjust your search or filter to see more documents.</p>
            </Card>
          }
        >
          {(shown) => (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((document) => (
                <li key={document.id}>
                  <DocumentCard document={document} onProcess={startProcessing} processing={starting === document.id} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </ClientPage>
  )
}

function Stat({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{loading ? <Skeleton className="h-8 w-10" /> : value}</dd>
    </Card>
  )
}
