// Read a PDF's text in Node with pdf.js (an npm package), so the browser tests need no poppler tools.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'

/** Every page's text, one line per text line (items on one baseline joined), and the page count. */
export async function pdfText(data: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise
  try {
    const lines: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      let line = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        line += (item as TextItem).str
        if ((item as TextItem).hasEOL) {
          lines.push(line)
          line = ''
        }
      }
      if (line) lines.push(line)
    }
    return { text: lines.join('\n'), pages: doc.numPages }
  } finally {
    await doc.destroy()
  }
}
