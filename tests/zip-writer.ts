import { deflateRawSync } from 'node:zlib'
import { crc32 } from '~/io/zip'

// ZIPs of our own making, written byte by byte here as the format (PKWARE APPNOTE 4.3) lays them out.
export interface ZipItem {
  name: string
  text: string
  deflate?: boolean
  /** Override what the headers say (a lying or damaged entry). */
  size?: number
  crc?: number
  flags?: number
}

export function zip(items: readonly ZipItem[]): Uint8Array {
  const enc = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const item of items) {
    const raw = enc.encode(item.text)
    const data = item.deflate ? new Uint8Array(deflateRawSync(raw)) : raw
    const name = enc.encode(item.name)
    const crc = item.crc ?? crc32(raw)
    const size = item.size ?? raw.length
    const flags = (item.flags ?? 0) | 0x800
    const local = new Uint8Array(30 + name.length + data.length)
    const l = new DataView(local.buffer)
    l.setUint32(0, 0x04034b50, true)
    l.setUint16(4, 20, true)
    l.setUint16(6, flags, true)
    l.setUint16(8, item.deflate ? 8 : 0, true)
    l.setUint32(14, crc, true)
    l.setUint32(18, data.length, true)
    l.setUint32(22, size, true)
    l.setUint16(26, name.length, true)
    local.set(name, 30)
    local.set(data, 30 + name.length)
    const central = new Uint8Array(46 + name.length)
    const c = new DataView(central.buffer)
    c.setUint32(0, 0x02014b50, true)
    c.setUint16(4, 20, true)
    c.setUint16(6, 20, true)
    c.setUint16(8, flags, true)
    c.setUint16(10, item.deflate ? 8 : 0, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, data.length, true)
    c.setUint32(24, size, true)
    c.setUint16(28, name.length, true)
    c.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const dirSize = centrals.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, 0x06054b50, true)
  e.setUint16(8, items.length, true)
  e.setUint16(10, items.length, true)
  e.setUint32(12, dirSize, true)
  e.setUint32(16, offset, true)
  const out = new Uint8Array(offset + dirSize + 22)
  let at = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at)
    at += part.length
  }
  return out
}
