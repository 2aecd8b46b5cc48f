/** Spec section 5: any path containing 'probiz' is allowed only for this company. */
export const PROBIZ_COMPANY = 'equityrealty'

export function isProbizAllowed(desiredUrl: string | null | undefined): boolean {
  return desiredUrl === PROBIZ_COMPANY
}
