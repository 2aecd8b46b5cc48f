/**
 * The visitor numbers as the admin components receive them. The reading function is the config's
 * (src/collections/Analytics/numbers.ts), handed to the components as a server prop; only its types
 * are imported here.
 */
export type { Named, NumbersRefusal, ReadVisitorNumbers, VisitorNumbers } from '@/collections/Analytics/numbers'
