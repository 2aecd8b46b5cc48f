/**
 * PostgreSQL cannot store U+0000 in text; without this a NUL anywhere in a
 * document (REST edit, import, GraphQL) ends in a 500 from the database. Every
 * collection refuses it up front with the paths at fault.
 */
import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

function nulPaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, path ? `${path}.${index}` : String(index), found))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, path ? `${path}.${key}` : key, found)
  }
  return found
}

const rejectNul: CollectionBeforeValidateHook = ({ collection, data }) => {
  const paths = nulPaths(data, '', [])
  if (paths.length > 0) {
    throw new ValidationError({
      collection: collection.slug,
      errors: paths.map((path) => ({ path, message: 'Remove the invisible NUL character (U+0000) from this text.' })),
    })
  }
  return data
}

export function withNulCheck(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeValidate: [rejectNul, ...(collection.hooks?.beforeValidate ?? [])] } }
}
