/** First-party visitor numbers: raw events, daily salts and rollups (docs/behaviour.md, "Visitor numbers"). */
export { AnalyticsEvents } from './events'
export { AnalyticsRollups } from './rollups'
export { AnalyticsSalts } from './salts'
export { analyticsEventsEndpoint } from './collectEndpoint'
export { forgetAnalyticsOfDeletedAgent } from './forgetAgent'
export { rollUpAnalyticsNowAndThen } from './rollUp'
