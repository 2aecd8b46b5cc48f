/** Addresses of the visitor numbers: the admin view with its query, and the daily CSV. */
export type NumbersQuery = { agent?: string; by?: 'days' | 'weeks'; days?: number }

const query = (params: NumbersQuery) => {
  const search = new URLSearchParams()
  if (params.agent) search.set('agent', params.agent)
  if (params.by === 'weeks') search.set('by', 'weeks')
  if (params.days !== undefined) search.set('days', String(params.days))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const NUMBERS_PATH = '/numbers'

export const numbersHref = (admin: string, params: NumbersQuery = {}) => `${admin}${NUMBERS_PATH}${query(params)}`
export const dailyCsvHref = (api: string, params: { agent: string; days: number }) => `${api}/analytics/daily.csv${query(params)}`
