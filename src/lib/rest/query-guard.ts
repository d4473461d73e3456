import * as qs from 'qs-esm'

/**
 * Checks a REST request (`/api/<collection>`, `/api/<collection>/<id>`, a versions list; any method,
 * a POST overridden to GET included) before Payload runs it.
 * Payload hands some malformed queries straight to PostgreSQL, which fails them with a 500 (a NUL
 * character, `NaN` or `Infinity` as an id, a negative page, `like` on a JSON column, a geo operator on
 * a text field, a value no enum holds); these are answered 400 (404 for an id that cannot exist) with the reason
 * instead.
 */

export type QueryField = {
  name: string
  type: string
  relationTo?: unknown
  hasMany?: boolean
  options?: unknown[]
  flattenedFields?: QueryField[]
}
/** The fields of a collection (Payload's flattenedFields), or undefined when `slug` is none. */
export type FieldsOf = (slug: string) => QueryField[] | undefined
export type QueryProblem = { status: 400 | 404; message: string }
/**
 * The fields of a collection's or a global's versions (`parent`, `version.*`, `latest`…), or undefined when it keeps
 * none.
 */
export type VersionFieldsOf = (entity: { collection: string } | { global: string }) => QueryField[] | undefined
/** What the guard knows of the REST API's collections and globals. */
export type RestSchema = {
  fieldsOf: FieldsOf
  versionFieldsOf?: VersionFieldsOf
  /** Whether a collection verifies e-mail addresses (only then is /api/<collection>/verify/<token> a route). */
  verifiesEmail?: (collection: string) => boolean
}

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = ['like', 'not_like', 'contains']
/**
 * The operators each field type takes in PostgreSQL; others fail in the database (`like` on a number,
 * an enum or JSON, `near` on text, `all` on a single value). `all` is added for fields with hasMany.
 */
const OPERATORS_BY_TYPE: Record<string, string[]> = {
  id: [...EQUALITY, ...ORDER],
  text: [...EQUALITY, ...ORDER, ...TEXT],
  textarea: [...EQUALITY, ...ORDER, ...TEXT],
  email: [...EQUALITY, ...ORDER, ...TEXT],
  code: [...EQUALITY, ...ORDER, ...TEXT],
  number: [...EQUALITY, ...ORDER],
  relationship: EQUALITY,
  upload: EQUALITY,
  date: [...EQUALITY, ...ORDER],
  checkbox: EQUALITY,
  select: EQUALITY,
  radio: EQUALITY,
  json: EQUALITY,
  richText: EQUALITY,
  point: ['exists', 'equals', 'near', 'within', 'intersects'],
}
const ALL_OPERATORS = new Set([...Object.values(OPERATORS_BY_TYPE).flat(), 'all'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Words Payload routes under a collection's path that are not document ids. */
const COLLECTION_ROUTES = new Set([
  'me',
  'init',
  'count',
  'versions',
  'access',
  'file',
  'verify',
  'unlock',
  'refresh-token',
  'logout',
  'login',
  'forgot-password',
  'reset-password',
  'first-register',
])
const MAX_INT = 2_147_483_647
/** Payload parses query strings with these options; the guard sees what Payload will see. */
const PARSE_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }

const bad = (message: string): QueryProblem => ({ status: 400, message })

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || hasNul(entry))
  return false
}

/**
 * The field a `where` path names (a stand-in for row ids), following groups and relationships; undefined when unknown.
 */
export function fieldAt(fieldsOf: FieldsOf, collection: string, path: string): QueryField | undefined {
  const segments = path.split('.')
  let fields = fieldsOf(collection)
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    if (segment === 'id' && last) return { name: 'id', type: 'id' }
    const field = fields?.find((candidate) => candidate.name === segment)
    if (!field) return undefined
    if (last) return field
    if (field.flattenedFields) fields = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
      fields = fieldsOf(field.relationTo)
    else return undefined
  }
  return undefined
}

function isRowId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) <= MAX_INT
  return typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) && Math.abs(Number(value)) <= MAX_INT
}

const optionValue = (option: unknown) =>
  option && typeof option === 'object' ? (option as { value?: unknown }).value : option

function valueProblem(
  field: QueryField | undefined,
  path: string,
  operator: string,
  value: unknown,
): QueryProblem | undefined {
  if (!ALL_OPERATORS.has(operator)) return bad(`"${operator}" is not a query operator.`)
  // A path Payload cannot resolve is answered by Payload itself (400, "cannot be queried").
  if (!field) return undefined
  const allowed = OPERATORS_BY_TYPE[field.type]
  if (!allowed) return bad(`${path} cannot be queried.`)
  if (!(allowed.includes(operator) || (operator === 'all' && field.hasMany)))
    return bad(`${path} cannot be queried with "${operator}".`)
  if (operator === 'exists' || value === null || value === 'null') return undefined
  const values: unknown[] = Array.isArray(value)
    ? value
    : LIST_OPERATORS.has(operator) && typeof value === 'string'
      ? value.split(',')
      : [value]
  if (!values.every((entry) => typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean'))
    return bad(`${path} takes plain values.`)
  switch (field.type) {
    case 'id':
    case 'relationship':
    case 'upload':
      return values.every(isRowId) ? undefined : bad(`${path} takes whole numbers (ids).`)
    case 'number':
      return values.every((entry) => entry !== '' && Number.isFinite(Number(entry)))
        ? undefined
        : bad(`${path} takes numbers.`)
    case 'checkbox':
      return values.every((entry) => ['true', 'false', true, false].includes(entry as string | boolean))
        ? undefined
        : bad(`${path} takes true or false.`)
    case 'select':
    case 'radio': {
      const options = new Set((field.options ?? []).map(optionValue))
      return values.every((entry) => options.has(entry))
        ? undefined
        : bad(`${path} takes one of: ${[...options].join(', ')}.`)
    }
    case 'date':
      return values.every((entry) => {
        const time = typeof entry === 'string' ? Date.parse(entry) : Number.NaN
        const year = Number.isFinite(time) ? new Date(time).getUTCFullYear() : 0
        return year >= 1 && year <= 9999
      })
        ? undefined
        : bad(`${path} takes dates between the years 1 and 9999.`)
    default:
      return undefined
  }
}

function whereProblem(fieldsOf: FieldsOf, collection: string, where: unknown, depth = 0): QueryProblem | undefined {
  if (where === undefined || where === '') return undefined
  if (!where || typeof where !== 'object' || Array.isArray(where))
    return bad('"where" must name fields and operators, e.g. where[title][equals]=…')
  if (depth > 8) return bad('"where" is nested too deeply.')
  for (const [key, clause] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const parts: unknown[] = Array.isArray(clause)
        ? clause
        : clause && typeof clause === 'object'
          ? Object.values(clause)
          : [clause]
      for (const part of parts) {
        const problem = whereProblem(fieldsOf, collection, part, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!clause || typeof clause !== 'object' || Array.isArray(clause)) continue
    const field = fieldAt(fieldsOf, collection, key)
    for (const [operator, value] of Object.entries(clause as Record<string, unknown>)) {
      const problem = valueProblem(field, key, operator, value)
      if (problem) return problem
    }
  }
  return undefined
}

function numberParamProblem(
  query: Record<string, unknown>,
  name: string,
  digits: number,
  min: number,
): QueryProblem | undefined {
  const value = query[name]
  if (value === undefined || value === '') return undefined
  const pattern = new RegExp(`^\\d{1,${digits}}$`)
  if (typeof value !== 'string' || !pattern.test(value) || Number(value) < min)
    return bad(`"${name}" must be a whole number from ${min} to ${'9'.repeat(digits)}.`)
  return undefined
}

const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * The address Payload's REST handler reads the query from. A POST carrying a method-override header
 * of GET and a form body is run as a GET whose query is the body, appended as Payload appends it
 * (payload/dist/utilities/handleEndpoints.js); any other request is read from its own URL.
 */
export async function effectiveRestUrl(request: Request): Promise<URL> {
  const overridden =
    request.method.toUpperCase() === 'POST' && OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET')
  if (overridden && request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
    return new URL(`${request.url}?${await request.clone().text()}`)
  }
  return new URL(request.url)
}

/** The versions list a path names (`/api/<collection>/versions`, `/api/globals/<slug>/versions`), if any. */
function versionsOf(segments: string[]): { collection: string } | { global: string } | undefined {
  if (segments.length === 3 && segments[2] === 'versions' && segments[1] !== 'globals')
    return { collection: segments[1]! }
  if (segments.length === 4 && segments[1] === 'globals' && segments[3] === 'versions') return { global: segments[2]! }
  return undefined
}

/** The field paths a `where` names, through `and`/`or`. */
function wherePaths(where: unknown, depth = 0): string[] {
  if (!where || typeof where !== 'object' || depth > 8) return []
  return Object.entries(where as Record<string, unknown>).flatMap(([key, clause]) => {
    if (key !== 'and' && key !== 'or') return [key]
    const parts: unknown[] = Array.isArray(clause)
      ? clause
      : clause && typeof clause === 'object'
        ? Object.values(clause)
        : []
    return parts.flatMap((part) => wherePaths(part, depth + 1))
  })
}

/** The field paths a `sort` names (comma-separated or repeated, `-` for descending). */
function sortPaths(sort: unknown): string[] {
  const entries: unknown[] = Array.isArray(sort) ? sort : [sort]
  return entries.flatMap((entry) =>
    typeof entry === 'string' ? entry.split(',').map((path) => path.trim().replace(/^-/, '')) : [],
  )
}

/** Whether `path` goes on past a relationship or upload field of `fields`. */
function crossesRelationship(fields: QueryField[], path: string): boolean {
  let current: QueryField[] | undefined = fields
  const segments = path.split('.')
  for (const [index, segment] of segments.entries()) {
    const field: QueryField | undefined = current?.find((candidate) => candidate.name === segment)
    if (!field) return false
    if ((field.type === 'relationship' || field.type === 'upload') && index < segments.length - 1) return true
    current = field.flattenedFields
  }
  return false
}

/** A key no collection slug can be: stands for the versions list's fields while its `where` is checked. */
const VERSIONS_KEY = '\u0000versions'

/**
 * The problem with a REST request to `url` (for a POST overridden to GET, the URL Payload reads its
 * query from), or undefined when Payload may run it.
 */
export function restQueryProblem(url: URL, schemaOrFields: RestSchema | FieldsOf): QueryProblem | undefined {
  const schema: RestSchema = typeof schemaOrFields === 'function' ? { fieldsOf: schemaOrFields } : schemaOrFields
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments[0] !== 'api') return undefined
  const query = url.search ? (qs.parse(url.search, PARSE_OPTIONS) as Record<string, unknown>) : {}
  if (hasNul(query) || url.pathname.toLowerCase().includes('%00')) return bad('The request contains a NUL character.')
  const versions = versionsOf(segments)
  const versionFields = versions && schema.versionFieldsOf?.(versions)
  // Payload routes /versions for every collection and global; one that keeps no versions has no table to read (500).
  if (versions && schema.versionFieldsOf && !versionFields) return { status: 404, message: 'Not Found' }
  if (versionFields) {
    const fieldsOf: FieldsOf = (slug) => (slug === VERSIONS_KEY ? versionFields : schema.fieldsOf(slug))
    // The database adapter cannot follow a relationship from a global's versions (a TypeError, 500).
    const across = [...wherePaths(query.where), ...sortPaths(query.sort)].find((path) =>
      crossesRelationship(versionFields, path),
    )
    if (across)
      return bad(`${across} cannot be queried or sorted on in a versions list: it goes through a relationship.`)
    return pagingProblem(query) ?? whereProblem(fieldsOf, VERSIONS_KEY, query.where)
  }
  const collection = segments[1]
  if (!collection || !schema.fieldsOf(collection)) return undefined
  // Users are not asked to verify an address: there is no token to check (Payload would query a column that does not
  // exist).
  if (segments[2] === 'verify' && schema.verifiesEmail && !schema.verifiesEmail(collection))
    return { status: 404, message: 'Not Found' }
  // Payload's own collections route other things by key (/api/payload-preferences/<key>).
  if (segments.length === 3 && !collection.startsWith('payload-') && !COLLECTION_ROUTES.has(segments[2]!)) {
    let id = segments[2]!
    try {
      id = decodeURIComponent(id)
    } catch {
      // Left as written: it is no id either way.
    }
    if (!isRowId(id)) return { status: 404, message: 'Not Found' }
  }
  return pagingProblem(query) ?? whereProblem(schema.fieldsOf, collection, query.where)
}

function pagingProblem(query: Record<string, unknown>): QueryProblem | undefined {
  for (const [name, digits, min] of [
    ['limit', 7, 0],
    ['page', 9, 1],
    ['depth', 2, 0],
  ] as const) {
    const problem = numberParamProblem(query, name, digits, min)
    if (problem) return problem
  }
  return undefined
}
