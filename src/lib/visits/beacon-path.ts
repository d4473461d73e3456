/** Where a page reports a client-side navigation (no document request reached the server); server.ts answers it. */
export const VISIT_BEACON_PATH = '/api/visits'
