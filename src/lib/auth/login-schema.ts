import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { inputString } from '@/lib/validation/text'

/** The staff login form; Payload checks the credentials (usernames are case-insensitive there). */
export const staffLoginSchema = z.object({
  username: inputString().trim().min(1, 'Username is required').max(100, 'Username must be less than 100 characters'),
  password: inputString().min(1, 'Password is required').max(200, 'Password must be less than 200 characters'),
})
