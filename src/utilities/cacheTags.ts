/** Cache tags of public reads; hooks expire them when the data behind them changes. */
export const REALTORS_TAG = 'realtors'
export const listingsTag = (realtorId: number | string) => `listings:${realtorId}`
export const GLOBALS_TAG = 'globals'
