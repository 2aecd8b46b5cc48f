/** .env.example lists exactly the variables docs/configuration.md documents, so a newcomer's copy is complete. */
import fs from 'node:fs'

import { expect, test } from 'vitest'

const readme = fs.readFileSync('docs/configuration.md', 'utf8')
const example = fs.readFileSync('.env.example', 'utf8')

/** Variables named in the first column of the configuration tables. */
function readmeVariables(): Set<string> {
  const names = new Set<string>()
  for (const line of readme.split('\n')) {
    if (!line.startsWith('| `')) continue
    for (const [, name] of line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name)
  }
  return names
}

const exampleVariables = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name))

test('every variable of docs/configuration.md is in .env.example, and nothing else', () => {
  const documented = readmeVariables()
  expect(documented.size).toBeGreaterThan(40)
  expect([...documented].filter((name) => !exampleVariables.has(name))).toEqual([])
  expect([...exampleVariables].filter((name) => !documented.has(name))).toEqual([])
})

test('.env.example sets nothing: every line is a comment, so sourcing it changes no default', () => {
  const active = example.split('\n').filter((line) => line.trim() && !line.startsWith('#'))
  expect(active).toEqual([])
})
