import { z } from 'zod'

import '@/lib/validation/zod-jitless'

/** Staff → server: one page of the console's list (the first when no page is given). */
export const listPageSchema = z
  .object({ page: z.number().int().min(1).max(10_000) })
  .optional()
  .transform((input) => input?.page ?? 1)
