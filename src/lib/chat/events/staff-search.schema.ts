import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { withoutNul } from '@/lib/plain-text'
import { inputString } from '@/lib/validation/text'

/** Staff → server: conversations whose visitor or messages contain the text. */
export const searchSchema = z.object({
  query: inputString().overwrite(withoutNul).trim().min(1, 'Enter something to search for').max(100),
})
