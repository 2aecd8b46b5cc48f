import { approveEndpoint } from './approve'
import { overviewEndpoint } from './overview'
import { suggestEndpoint } from './suggest'

export const translationEndpoints = [overviewEndpoint, suggestEndpoint, approveEndpoint]
