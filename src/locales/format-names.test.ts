import { describe, expect, it } from 'vitest'
import { FORMATS } from '~/engine/formats/registry'
import en from './en'
import ja from './ja'

const key = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof en.formatNames

describe('format names', () => {
  it('English names every format as its data does, and no format the data lacks', () => {
    for (const f of FORMATS.values()) expect(en.formatNames[key(f.id)], f.id).toBe(f.name)
    expect(Object.keys(en.formatNames).sort()).toEqual([...FORMATS.keys()].map(key).sort())
  })

  it('Japanese names each format in Japanese', () => {
    for (const name of Object.values(ja.formatNames)) expect(name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})
