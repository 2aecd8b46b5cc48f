/** The GraphQL budget of the caller Payload put in the execution context (signed in or not). */
import { ANONYMOUS_BUDGET, SIGNED_IN_BUDGET, graphqlBudgetRule } from '@/lib/security/graphqlBudget'

export function graphqlBudgetFor(contextValue: unknown) {
  const user = (contextValue as { req?: { user?: unknown } } | undefined)?.req?.user
  return graphqlBudgetRule(user ? SIGNED_IN_BUDGET : ANONYMOUS_BUDGET)
}
