/**
 * Submissions spread over two instances and one worker: every lead stored once and
 * delivered once, whichever server took it, and a server killed outright loses
 * nothing it had accepted while the other keeps answering.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import {
  closeDatabase,
  control,
  inParallel,
  leadBody,
  nonce,
  onceEach,
  query,
  submitLead,
  tally,
  waitFor,
  type Submission,
} from '../harness/scale/scaleLab'

afterAll(closeDatabase)
beforeEach(async () => {
  await control.reset()
})

const storedLeads = async (tag: string) =>
  query<{ id: number }>('SELECT id FROM leads WHERE name LIKE $1', [`Lead ${tag} %`]).then((rows) => rows.map((row) => Number(row.id)))

describe('leads over two instances', () => {
  it('500 leads spread over A and B: exactly 500 rows and 500 deliveries', async () => {
    const tag = nonce()
    const answers = await inParallel(
      Array.from({ length: 500 }, (_, i) => i),
      20,
      (i) => submitLead(i % 2 === 0 ? 'a' : 'b', leadBody(tag, i)),
    )
    expect(tally(answers.map((answer) => answer.status))).toBe('201 x500')
    const ids = await storedLeads(tag)
    expect(ids).toHaveLength(500)
    expect(answers.map((answer) => answer.id).sort((x, y) => x! - y!)).toEqual([...ids].sort((x, y) => x - y))
    await waitFor('500 deliveries to Slack', 180_000, async () => onceEach(ids, await control.slackLeadIds()).missing.length === 0, 500)
    expect(onceEach(ids, await control.slackLeadIds())).toEqual({ missing: [], duplicated: [] })
  })

  it('A killed with SIGKILL under load: B keeps answering and every accepted submission is kept', async () => {
    const tag = nonce()
    const answers: Submission[] = []
    let i = 0
    let killed = false
    let fromBAtKill = Infinity
    const fromBCount = () => answers.filter((answer) => answer.server === 'b').length
    const submitter = async () => {
      // Until A is gone and B has answered 100 more after that.
      while (!killed || fromBCount() < fromBAtKill + 100) {
        const n = i++
        answers.push(await submitLead(n % 2 === 0 || killed ? 'b' : 'a', leadBody(tag, n)))
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, submitter))
    await waitFor(
      'A to accept 100 leads under load',
      60_000,
      async () => answers.filter((a) => a.server === 'a' && a.status === 201).length >= 100,
      50,
    )
    await control.signal('a', 'SIGKILL')
    fromBAtKill = fromBCount()
    killed = true
    await load
    const fromB = answers.filter((answer) => answer.server === 'b')
    expect(tally(fromB.map((answer) => answer.status))).toBe(`201 x${fromB.length}`)
    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!)
    const stored = new Set(await storedLeads(tag))
    expect(accepted.filter((id) => !stored.has(id))).toEqual([])
  })
})
