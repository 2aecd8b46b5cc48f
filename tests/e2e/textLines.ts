import type { Locator } from '@playwright/test'

/**
 * The text of an element as the browser laid it out, one string per line: each character's box
 * is measured and characters whose boxes share a row belong to the same line (spaces left out).
 */
export function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; height: number; text: string }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        if (!text[i].trim()) continue
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getBoundingClientRect()
        if (box.width === 0 && box.height === 0) continue
        const line = lines.find((l) => Math.abs(l.top + l.height / 2 - (box.top + box.height / 2)) < Math.min(l.height, box.height) / 2)
        if (line) line.text += text[i]
        else lines.push({ top: box.top, height: box.height, text: text[i] })
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text)
  })
}

/** True when nothing on the page reaches past the right edge of the screen. */
export const noSidewaysScroll = (element: Locator) =>
  element.page().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
