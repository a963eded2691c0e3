import { Link } from 'react-router-dom'
import { Icon, type IconName } from '@/components/icons'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

export interface LinkCard {
  to: string
  title: string
  description: string
  icon?: IconName
}

/** A grid of cards that each open a page: the whole card is the link. */
export function LinkCards({ cards, className }: { cards: readonly LinkCard[]; className: string }) {
  return (
    <ul className={cn('grid', className)}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            className="block h-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Card className="h-full transition-colors hover:border-primary">
              <CardHeader className={cn('pb-6', card.icon && 'items-start gap-3')}>
                {card.icon && (
                  <span className="flex h-10 w-10 items-center justify-center rounded bg-accent text-accent-foreground">
                    <Icon name={card.icon} />
                  </span>
                )}
                <CardTitle>{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  )
}
