import type { Document } from '@ledgerline/sdk'
import { Fragment } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PreviewButton } from '@/components/ui/preview'
import { formatDate } from '@/lib/dates'
import { canStartProcessing, previewText, splitTags, statusLabel } from './documentRules'

const STATUS_VARIANT = {
  Uploaded: 'outline',
  Processing: 'secondary',
  Processed: 'default',
  Verified: 'default',
  Unknown: 'outline',
} as const

export interface DocumentCardProps {
  document: Document
  onProcess: (document: Document) => void
  processing: boolean
}

export function DocumentCard({ document, onProcess, processing }: DocumentCardProps) {
  const status = statusLabel(document.status)
  const { shown, hiddenCount } = splitTags(document.tags)
  const preview = previewText(document.extractedText)
  return (
    <Card data-testid="document-card" className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 text-base [overflow-wrap:anywhere]">
            <BreakableName name={document.filename} />
          </CardTitle>
          <Badge
            variant={STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? 'outline'}
            data-testid="document-status"
          >
            {status}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {document.category ?? 'Uncategorized'}
          {document.confidence !== null && ` · ${document.confidence}% confidence`} · Uploaded{' '}
          {formatDate(document.uploadedDate, 'medium')}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {(shown.length > 0 || hiddenCount > 0) && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
            {hiddenCount > 0 && (
              <li>
                <Badge variant="outline">+{hiddenCount} more</Badge>
              </li>
            )}
          </ul>
        )}
        {preview && (
          <p
            className="text-sm text-muted-foreground"
            title={document.extractedText ?? undefined}
            data-testid="document-extract"
          >
            {preview}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {canStartProcessing(document) && (
            <Button size="sm" onClick={() => onProcess(document)} disabled={processing}>
              {processing ? 'Starting...' : 'Process with AI'}
            </Button>
          )}
          {/* SPEC.md §2.10: download makes no call. */}
          <PreviewButton size="sm" variant="outline" aria-label={`Download ${document.filename}`} action="Download">
            Download
          </PreviewButton>
        </div>
      </CardContent>
    </Card>
  )
}

/** Lets a long file name wrap after _ . - (Home_Insurance_<wbr>Policy) rather than in the middle of a word. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.-])/)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ))
}
