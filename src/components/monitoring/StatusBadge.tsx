import { Check } from 'lucide'

import { Badge } from '@/components/ui/Badge'
import { Svg } from '@/components/ui/Svg'
import { statusBadge } from '@/lib/site-audit/presentation'

/** A report's overall status as a badge (a tick when healthy). */
export function StatusBadge({ status }: { status: unknown }) {
  const badge = statusBadge(status)
  return (
    <Badge variant={badge.variant}>
      {badge.icon ? <Svg node={Check} className="size-3.5" strokeWidth={2.5} /> : null}
      {badge.label}
    </Badge>
  )
}
