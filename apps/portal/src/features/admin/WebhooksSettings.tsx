import { WEBHOOK_EVENTS, WEBHOOK_FORMATS, type WebhookEventType, type WebhookFormat } from '@ledgerline/sdk'
import {
  useAddWebhook,
  useCurrentUser,
  useRemoveWebhook,
  useRevalidatePaths,
  useTestWebhook,
  useWebhooks,
  WEBHOOKS_PATH,
} from '@ledgerline/sdk/react'
import { useId, useState, type FormEvent } from 'react'
import { Button, SubmitButton } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/toast'

const FORMAT_LABELS: Record<WebhookFormat, string> = {
  json: 'JSON event',
  slack: 'Slack message',
  github: 'GitHub issue',
}

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : undefined)

/** Admin settings → Connectors: webhook endpoints, their latest delivery, test and remove (issue 18). */
export function WebhooksSettings() {
  const { data: user } = useCurrentUser()
  const isAdmin = user?.role === 'admin'
  return (
    <>
      <h2 className="mb-1 text-2xl font-bold tracking-tight">Webhooks</h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Signed POSTs to your endpoints when feedback is created, changes status or is deleted, retried for a day.
      </p>
      {isAdmin ? (
        <WebhookEndpoints />
      ) : (
        <Card className="p-10 text-center text-muted-foreground">Only admins manage webhooks.</Card>
      )}
    </>
  )
}

function WebhookEndpoints() {
  const { data, error, isLoading } = useWebhooks()
  const { trigger: remove } = useRemoveWebhook()
  const { trigger: test } = useTestWebhook()
  const revalidate = useRevalidatePaths()
  const [busyId, setBusyId] = useState<number | null>(null)

  async function run(id: number, action: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(id)
    try {
      await action()
      toast({ title: success })
    } catch (cause) {
      toast({ title: failure, description: messageOf(cause), variant: 'destructive' })
      await revalidate([WEBHOOKS_PATH])
    } finally {
      setBusyId(null)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <AddWebhookForm />
      {error ? (
        <p role="alert" className="text-destructive">
          Failed to load webhooks: {error.message}
        </p>
      ) : isLoading ? (
        <p className="text-muted-foreground">Loading webhooks...</p>
      ) : !data || data.length === 0 ? (
        <p className="text-muted-foreground">No webhook endpoints yet.</p>
      ) : (
        <ul aria-label="Webhook endpoints" className="flex flex-col gap-3">
          {data.map((endpoint) => (
            <li key={endpoint.id}>
              <Card className="flex flex-col gap-2 p-4 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">#{endpoint.id}</span>
                  <span className="min-w-0 break-all">{endpoint.url}</span>
                </div>
                <div className="text-muted-foreground">
                  {endpoint.events.join(', ')} · {FORMAT_LABELS[endpoint.format]}
                </div>
                <div>
                  Last delivery:{' '}
                  {endpoint.lastStatus ? (
                    <>
                      <span className="font-medium">{endpoint.lastStatus}</span>
                      {endpoint.lastStatusCode !== null && ` (HTTP ${endpoint.lastStatusCode})`}
                      {endpoint.lastAttemptAt && (
                        <time dateTime={endpoint.lastAttemptAt} className="text-muted-foreground">
                          {' '}
                          {new Date(endpoint.lastAttemptAt).toLocaleString()}
                        </time>
                      )}
                      {endpoint.lastError && <span className="text-destructive"> · {endpoint.lastError}</span>}
                    </>
                  ) : (
                    'none yet'
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId === endpoint.id}
                    aria-label={`Send a test delivery to webhook #${endpoint.id}`}
                    onClick={() =>
                      void run(endpoint.id, () => test(endpoint.id), 'Test delivery accepted', 'Test delivery failed')
                    }
                  >
                    Send test
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busyId === endpoint.id}
                    aria-label={`Remove webhook #${endpoint.id}`}
                    onClick={() =>
                      void run(
                        endpoint.id,
                        () => remove(endpoint.id),
                        'Webhook removed',
                        'Failed to remove the webhook',
                      )
                    }
                  >
                    Remove
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function AddWebhookForm() {
  const { trigger: add, isMutating } = useAddWebhook()
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>(['feedback.created'])
  const [format, setFormat] = useState<WebhookFormat>('json')
  const [secret, setSecret] = useState<string | null>(null)
  const formatId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const added = await add({ url: url.trim(), events, format })
      setSecret(added.secret)
      setUrl('')
    } catch (cause) {
      toast({ title: 'Failed to add the webhook', description: messageOf(cause), variant: 'destructive' })
    }
  }

  const toggle = (name: WebhookEventType) =>
    setEvents((current) => (current.includes(name) ? current.filter((e) => e !== name) : [...current, name]))

  return (
    <Card className="p-4">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Add a webhook">
        <Field label="Endpoint URL" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-2 text-sm font-medium">Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} />
              {name}
            </label>
          ))}
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor={formatId}>Format</Label>
          <select
            id={formatId}
            value={format}
            onChange={(e) => setFormat(e.target.value as WebhookFormat)}
            className="flex h-10 w-full rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {WEBHOOK_FORMATS.map((value) => (
              <option key={value} value={value}>
                {FORMAT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <SubmitButton busy={isMutating} busyLabel="Adding..." disabled={events.length === 0}>
            Add webhook
          </SubmitButton>
        </div>
      </form>
      {secret && (
        <div role="status" className="mt-4 rounded border border-border bg-muted p-3 text-sm">
          <p className="font-medium">Signing secret (shown only now; store it with the receiver):</p>
          <code className="mt-1 block break-all">{secret}</code>
        </div>
      )}
    </Card>
  )
}
