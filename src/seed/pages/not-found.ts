import type { SiteContent } from '@/lib/pages/copy'

export const notFoundSeed: SiteContent['notFound'] = {
  heading: 'Page Not Found',
  text: "Sorry, the page you're looking for doesn't exist or may have moved. Let's get you back on track.",
  homeLabel: 'Go to Homepage',
  backLabel: 'Go Back',
  popularHeading: 'Popular Pages',
  popular: [
    {
      href: '/services',
      label: 'Services',
    },
    {
      href: '/about',
      label: 'About',
    },
    {
      href: '/blog',
      label: 'Blog',
    },
    {
      href: '/contact',
      label: 'Contact',
    },
  ],
  bookLabel: 'Book a Free Strategy Call',
}
