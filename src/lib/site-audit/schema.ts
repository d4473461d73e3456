import { z } from 'zod'

import '@/lib/validation/zod-jitless'

/** Body of a manual run (`POST /api/site-monitoring`), sent by the /monitoring page. */
export const manualRunSchema = z.object({ manual: z.literal(true) }).strict()
export type ManualRunInput = z.infer<typeof manualRunSchema>

/** Answer of a manual run. */
export type ManualRunAnswer = { reportId: number; status: string; summary: string } | { message: string }
