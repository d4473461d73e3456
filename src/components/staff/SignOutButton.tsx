'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Signs the staff member out (Payload's logout clears the auth cookie) and goes to /admin/login. */
export function SignOutButton({ label, className }: { label: string; className: string }) {
  const router = useRouter()
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch((error: unknown) =>
      console.error('Sign out failed', error),
    )
    router.replace('/admin/login')
    router.refresh()
  }

  return (
    <button type="button" onClick={() => void signOut()} disabled={signingOut} className={className}>
      {label}
    </button>
  )
}
