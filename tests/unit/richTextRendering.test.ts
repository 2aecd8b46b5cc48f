/** CMS rich text as visitors get it: markup in text stays text, unsafe links lose their link. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/site/RichText'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1, detail: 0, mode: 'normal', style: '' })
const link = (url: string, label: string, newTab = false) => ({
  type: 'link',
  version: 3,
  fields: { url, newTab, linkType: 'custom' },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})
const state = (...children: unknown[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children }],
  },
})

const render = (data: unknown) => renderToStaticMarkup(createElement(RichText, { data }))

describe('rich text rendering', () => {
  it('shows markup typed as text, never as elements', () => {
    const html = render(state(text('<script>alert(1)</script><img src=x onerror=alert(2)>')))
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('drops javascript: and data: links but keeps their words', () => {
    const html = render(state(link('javascript:alert(document.cookie)', 'click me'), link('data:text/html,<b>x</b>', 'data')))
    expect(html).not.toMatch(/href=/)
    expect(html).toContain('click me')
    expect(html).toContain('data')
  })

  it('keeps http(s) links, with noopener on new tabs', () => {
    const html = render(state(link('https://example.com/listing', 'listing', true)))
    expect(html).toContain('href="https://example.com/listing"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })
})
