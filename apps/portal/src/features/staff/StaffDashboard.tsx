import { useCurrentUser, useFeedbackCount } from '@ledgerline/sdk/react'
import { Link } from 'react-router-dom'
import { Icon, type IconName } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, TitledCard } from '@/components/ui/card'

export const FLOW_TEMPLATES = [
  'Virtual Tax Filing',
  'Power of Attorney',
  'Statement of Understanding',
  'Authorization Form',
] as const

/** SPEC.md §9: fixed sample figures. */
export const SUMMARY_FIGURES = [
  { label: 'In Progress', value: '42' },
  { label: 'Completed', value: '115' },
  { label: 'Overdue', value: '8' },
  { label: 'Average Response Time', value: 'Under 2 hours' },
] as const

const ACTION_OVERVIEW: Array<{ label: string; icon: IconName }> = [
  { label: 'Your Turn', icon: 'flag' },
  { label: 'Pending', icon: 'clock' },
  { label: 'Completed', icon: 'check' },
]

const TOUR_STEPS = [
  'Set up your profile',
  'Invite a client',
  'Start a flow conversation',
  'Upload a shared file',
  'Schedule a meeting',
] as const

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

export function StaffDashboard() {
  const { data: user } = useCurrentUser()
  const { data: feedbackCount } = useFeedbackCount()
  const name = user?.firstName ?? user?.username

  return (
    // Laid out by the width it gets, not the window's: the rail, the drawer and the notification panel all take a
    // share of a 1366 px screen (container queries).
    <div className="@container space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">
          {greetingFor(new Date().getHours())}
          {name ? `, ${name}` : ''}
        </h1>
        <p className="text-muted-foreground">Here is what needs your attention today.</p>
      </header>

      <section aria-label="Summary" className="grid grid-cols-2 gap-4 @3xl:grid-cols-4">
        {SUMMARY_FIGURES.map((figure) => (
          <Card key={figure.label} className="p-4">
            <p className="text-sm text-muted-foreground">{figure.label}</p>
            <p className="mt-1 text-xl leading-tight font-bold @md:text-2xl">{figure.value}</p>
          </Card>
        ))}
      </section>

      <div className="grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-3">
        <TitledCard
          title="Flow Conversation Templates"
          description="Start a guided conversation with a client."
          className="@2xl:col-span-2"
        >
          <ul className="grid gap-3 @md:grid-cols-2">
            {FLOW_TEMPLATES.map((template) => (
              <li
                key={template}
                className="flex items-center gap-3 rounded border border-border p-3 text-sm font-medium"
              >
                <Icon name="flow" className="h-4 w-4 text-primary" />
                {template}
              </li>
            ))}
          </ul>
        </TitledCard>

        <TitledCard
          title="Feedback Admin"
          description="Reports from people using the portal."
          contentClassName="flex flex-wrap items-center justify-between gap-4"
        >
          <p>
            <span className="text-3xl font-bold" data-testid="open-feedback-count">
              {feedbackCount?.count ?? '–'}
            </span>{' '}
            <span className="text-sm text-muted-foreground">open</span>
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/feedback-admin">Open Feedback Admin</Link>
          </Button>
        </TitledCard>

        <TitledCard title="Action Overview">
          <ul className="space-y-3">
            {ACTION_OVERVIEW.map((item) => (
              <li key={item.label} className="flex items-center gap-3 text-sm">
                <Icon name={item.icon} className="h-4 w-4 text-muted-foreground" />
                <span className="flex-1">{item.label}</span>
                <Badge variant="secondary">0</Badge>
              </li>
            ))}
          </ul>
        </TitledCard>

        <TitledCard title="Shared Files">
          <p className="text-sm text-muted-foreground">Files you share with clients appear here.</p>
        </TitledCard>

        <TitledCard title="Calendar" contentClassName="flex items-center gap-3 text-sm text-muted-foreground">
          <Icon name="calendar" className="h-4 w-4" />
          No Upcoming Meetings
        </TitledCard>

        <TitledCard
          title="Get Started Tour"
          description="A few steps to get the most out of Ledgerline."
          className="@2xl:col-span-2 @5xl:col-span-3"
        >
          <ol className="grid gap-2 @md:grid-cols-2 @5xl:grid-cols-5">
            {TOUR_STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-2 rounded border border-border p-3 text-sm">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </TitledCard>
      </div>
    </div>
  )
}
