import config from '@payload-config'
import { getPayload as getPayloadInstance } from 'payload'

/** The in-process Payload instance pages and routes read through. */
export const getPayload = () => getPayloadInstance({ config })
