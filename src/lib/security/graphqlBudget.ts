/**
 * A GraphQL validation rule that refuses, before anything runs, a query asking
 * for too much: more selected fields than the budget (every alias counts, and
 * fragments are counted where they are spread), nesting deeper than the budget,
 * or a top-level field the caller may not use at all. An anonymous caller's
 * budget is the sign-in mutation only: the public site reads on the server and
 * never uses GraphQL, so nothing else is worth the risk (200 aliases over
 * realtors once took 5 s and slowed every other request).
 */
import { createRequire } from 'node:module'

import * as graphqlEsm from 'graphql'
import { Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql'

/**
 * graphql ships CommonJS and ES module copies, and graphql-http recognises a
 * validation error only by `instanceof` its own copy's GraphQLError (else the
 * client gets a bare array). The error is built from the copy that made the
 * validation context.
 */
function errorClassFor(context: ValidationContext): typeof graphqlEsm.GraphQLError {
  if (context instanceof graphqlEsm.ValidationContext) return graphqlEsm.GraphQLError
  return (createRequire(import.meta.url)('graphql') as typeof graphqlEsm).GraphQLError
}

export type GraphqlBudget = {
  /** Selected fields in one operation, aliases and spread fragments included. */
  maxFields: number
  /** Nesting of selections below the operation. */
  maxDepth: number
  /** When set, the only top-level fields allowed. */
  rootFields?: ReadonlySet<string>
  /** Said when a top-level field is not allowed. */
  refusal?: string
}

export const SIGNED_IN_BUDGET: GraphqlBudget = { maxFields: 300, maxDepth: 8 }

export const ANONYMOUS_BUDGET: GraphqlBudget = {
  maxFields: 20,
  maxDepth: 4,
  rootFields: new Set(['loginUser']),
  refusal: 'GraphQL needs a signed-in account; the only thing open without one is loginUser.',
}

export function graphqlBudgetRule(budget: GraphqlBudget) {
  return (context: ValidationContext): ASTVisitor => {
    const GraphQLError = errorClassFor(context)
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    return {
      OperationDefinition(operation) {
        if (budget.rootFields) {
          for (const selection of operation.selectionSet.selections) {
            const allowed =
              selection.kind === Kind.FIELD && (budget.rootFields.has(selection.name.value) || selection.name.value === '__typename')
            if (!allowed) {
              context.reportError(new GraphQLError(budget.refusal ?? 'This query is not allowed.', { nodes: [selection] }))
              return
            }
          }
        }
        let fields = 0
        let tooDeep = false
        // Stops as soon as the budget is spent, so nested fragment spreads cannot make the count itself slow.
        const walk = (set: SelectionSetNode, depth: number, spreading: ReadonlySet<string>): void => {
          if (depth > budget.maxDepth) tooDeep = true
          for (const selection of set.selections) {
            if (fields > budget.maxFields || tooDeep) return
            if (selection.kind === Kind.FIELD) {
              fields++
              if (selection.selectionSet) walk(selection.selectionSet, depth + 1, spreading)
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              walk(selection.selectionSet, depth, spreading)
            } else {
              const name = selection.name.value
              const fragment = fragments.get(name)
              // A cycle is refused by GraphQL's own rules; here it must only not loop.
              if (fragment && !spreading.has(name)) walk(fragment.selectionSet, depth, new Set([...spreading, name]))
            }
          }
        }
        walk(operation.selectionSet, 1, new Set())
        if (fields > budget.maxFields) {
          context.reportError(
            new GraphQLError(`This query asks for more than ${budget.maxFields} fields; split it into smaller queries.`, {
              nodes: [operation],
            }),
          )
        } else if (tooDeep) {
          context.reportError(
            new GraphQLError(`This query nests deeper than ${budget.maxDepth} levels; ask for less at once.`, { nodes: [operation] }),
          )
        }
      },
    }
  }
}
