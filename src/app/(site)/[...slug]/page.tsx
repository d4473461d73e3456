import { notFound } from 'next/navigation'

/** Every path no other route claims is the site's 404 page (with status 404). */
export default function CatchAll() {
  notFound()
}
