import {
  Award,
  ChartColumn,
  Calendar,
  Check,
  Clock,
  DollarSign,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  type IconNode,
  Lightbulb,
  Lock,
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
} from 'lucide'

import type { IconName } from '@/content/types'

import { Svg } from './Svg'

const ICONS: Record<IconName, IconNode> = {
  award: Award,
  'bar-chart': ChartColumn,
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

/** An icon named by the content module. Server-only use: it carries every content icon. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <Svg node={ICONS[name]} className={className} />
}

/** An icon in a soft rose disc, used on feature and service cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-rose-100 text-rose-700">
      <Icon name={name} />
    </span>
  )
}
