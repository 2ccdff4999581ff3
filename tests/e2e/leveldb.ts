import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The values a LevelDB folder of Chromium's profile holds (localStorage, IndexedDB), as text to search:
 * the log's records joined across its 32 KB blocks, and the table files' blocks uncompressed (Snappy
 * replaces a repeated `"name":"` with a back-reference, so a compacted table never shows it raw).
 * Both as Latin-1 and UTF-16 (Chromium keeps a localStorage value in whichever fits).
 */
export function levelDbText(dir: string): string {
  const parts: Buffer[] = []
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return '' // not created yet
  }
  for (const f of files) {
    try {
      if (f.endsWith('.log')) parts.push(...logRecords(readFileSync(join(dir, f))))
      else if (f.endsWith('.ldb')) parts.push(...tableBlocks(readFileSync(join(dir, f))))
    } catch {
      // A file being written or compacted away: the next look reads it whole.
    }
  }
  const all = Buffer.concat(parts)
  return `${all.toString('latin1')}\n${all.toString('utf16le')}\n${all.subarray(1).toString('utf16le')}`
}

/** Where each physical record of a log starts, its payload's length and its type (1 whole, 2 first, 3 middle, 4 last fragment). */
export function logRecordOffsets(b: Buffer): { at: number; length: number; type: number }[] {
  const out: { at: number; length: number; type: number }[] = []
  let pos = 0
  while (pos + 7 <= b.length) {
    const left = 32768 - (pos % 32768)
    if (left < 7) {
      pos += left
      continue
    }
    const length = b.readUInt16LE(pos + 4)
    const type = b[pos + 6]!
    if (type === 0 && length === 0) {
      pos += left // the rest of a block left empty
      continue
    }
    out.push({ at: pos, length, type })
    pos += 7 + length
  }
  return out
}

/** A log's records, a record split across blocks joined again. */
function logRecords(b: Buffer): Buffer[] {
  const out: Buffer[] = []
  let pending: Buffer[] = []
  for (const { at, length, type } of logRecordOffsets(b)) {
    const data = b.subarray(at + 7, at + 7 + length)
    if (type === 1) out.push(data)
    else if (type === 2) pending = [data]
    else if (type === 3) pending.push(data)
    else if (type === 4) out.push(Buffer.concat([...pending, data]))
  }
  return out
}

function varint(b: Buffer, at: number): [value: number, next: number] {
  let value = 0
  let shift = 0
  let pos = at
  for (;;) {
    const byte = b[pos++]!
    value += (byte & 0x7f) * 2 ** shift
    if (byte < 0x80) return [value, pos]
    shift += 7
  }
}

/** A table's data blocks, uncompressed: found through its index block (the footer's second handle). */
function tableBlocks(b: Buffer): Buffer[] {
  const footer = b.length - 48
  const [, afterMetaOffset] = varint(b, footer)
  const [, afterMetaSize] = varint(b, afterMetaOffset)
  const [indexOffset, afterIndexOffset] = varint(b, afterMetaSize)
  const [indexSize] = varint(b, afterIndexOffset)
  const index = block(b, indexOffset, indexSize)
  return blockValues(index).map((handle) => {
    const [offset, next] = varint(handle, 0)
    const [size] = varint(handle, next)
    return block(b, offset, size)
  })
}

function block(b: Buffer, offset: number, size: number): Buffer {
  const data = b.subarray(offset, offset + size)
  return b[offset + size] === 1 ? snappy(data) : data
}

/** The values of a block's entries (the keys are prefix-compressed; only the values are needed). */
function blockValues(block: Buffer): Buffer[] {
  const restarts = block.readUInt32LE(block.length - 4)
  const end = block.length - 4 - 4 * restarts
  const out: Buffer[] = []
  let pos = 0
  while (pos < end) {
    const [, a] = varint(block, pos)
    const [unshared, c] = varint(block, a)
    const [valueLength, d] = varint(block, c)
    const valueAt = d + unshared
    out.push(block.subarray(valueAt, valueAt + valueLength))
    pos = valueAt + valueLength
  }
  return out
}

/** Snappy's block format: literals and back-references. */
function snappy(src: Buffer): Buffer {
  const [length, start] = varint(src, 0)
  const out = Buffer.alloc(length)
  let o = 0
  let pos = start
  while (pos < src.length) {
    const tag = src[pos++]!
    const kind = tag & 3
    if (kind === 0) {
      let n = tag >> 2
      if (n >= 60) {
        const bytes = n - 59
        n = src.readUIntLE(pos, bytes)
        pos += bytes
      }
      n += 1
      src.copy(out, o, pos, pos + n)
      pos += n
      o += n
      continue
    }
    let n: number
    let offset: number
    if (kind === 1) {
      n = ((tag >> 2) & 7) + 4
      offset = ((tag >> 5) << 8) | src[pos++]!
    } else if (kind === 2) {
      n = (tag >> 2) + 1
      offset = src.readUInt16LE(pos)
      pos += 2
    } else {
      n = (tag >> 2) + 1
      offset = src.readUInt32LE(pos)
      pos += 4
    }
    // Byte by byte: a back-reference may overlap what it writes.
    for (let k = 0; k < n; k++, o++) out[o] = out[o - offset]!
  }
  return out
}
