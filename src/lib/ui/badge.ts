/** The looks a status badge has (src/components/ui/Badge.tsx), named here so data modules can pick one. */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline'
