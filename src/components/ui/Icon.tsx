import {
  Award,
  BarChart3,
  Calendar,
  Check,
  Clock,
  DollarSign,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Lightbulb,
  Lock,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  Rocket,
  Shield,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react'

import type { IconName } from '@/content/types'

const ICONS: Record<IconName, LucideIcon> = {
  award: Award,
  'bar-chart': BarChart3,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  'dollar-sign': DollarSign,
  eye: Eye,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  lightbulb: Lightbulb,
  lock: Lock,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  rocket: Rocket,
  shield: Shield,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  zap: Zap,
}

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component aria-hidden="true" className={className} strokeWidth={1.75} />
}

/** An icon in a soft rose disc, used on feature and service cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-rose-100 text-rose-700">
      <Icon name={name} />
    </span>
  )
}
