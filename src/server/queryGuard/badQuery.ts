import { APIError } from 'payload'

/** A request that asks for something malformed or too large: 400 with what to ask instead. */
export class BadQuery extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
  }
}
