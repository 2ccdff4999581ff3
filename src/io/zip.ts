import type { ZipText } from '~/engine/messages/reading'
import { zipMessage } from '~/engine/messages/en/reading'
/**
 * A small ZIP reader for a folder of deck lists zipped up: stored and deflated entries, the sizes and
 * names taken from the central directory (so entries written with a data descriptor read too). The
 * inflating is given by the caller (the browser's DecompressionStream, src/platform/inflate.ts), which must
 * stop at the size it is allowed. Built against zip bombs: the entry count, each entry's size and the
 * whole are capped, and an entry that inflates past the size its header declares is refused.
 */

/**
 * Inflate raw deflate data; must stop once the output passes `maxBytes` (returning it longer than that, or
 * rejecting), and reject damaged data with the inflater's own words.
 */
export type Inflate = (data: Uint8Array, maxBytes: number) => Promise<Uint8Array>

export interface ZipLimits {
  /** The ZIP file itself. */
  maxArchiveBytes: number
  maxEntries: number
  /** One entry once inflated. */
  maxEntryBytes: number
  /** All entries read, once inflated. */
  maxTotalBytes: number
}

const MB = 1024 * 1024

/** Enough for an event's lists several times over; a deck list is a few kilobytes. */
export const ZIP_LIMITS: ZipLimits = { maxArchiveBytes: 50 * MB, maxEntries: 20_000, maxEntryBytes: 1 * MB, maxTotalBytes: 200 * MB }

export interface ZipEntry {
  /** The path inside the archive, `/`-separated. */
  name: string
  bytes: Uint8Array
}

export interface ZipRead {
  entries: ZipEntry[]
  /** Entries that could not be read (each named, with why: a code, and its English), while the rest were. */
  problems: { name: string; message: string; text: ZipText }[]
}

/** The archive as a whole cannot be read: `text` says why as a code, the message in English. */
export class ZipError extends Error {
  constructor(readonly text: ZipText) {
    super(zipMessage(text))
  }
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

let crcTable: Uint32Array | null = null

export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP starts with a local file header (or, empty, with the end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
}

function findEnd(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const last = view.byteLength - 22
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) if (view.getUint32(at, true) === EOCD) return at
  return -1
}

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  // Names are UTF-8 when flagged (bit 11); older tools wrote CP437, read here byte for byte as Latin-1.
  return utf8 ? new TextDecoder('utf-8').decode(bytes) : String.fromCharCode(...bytes)
}

/**
 * Read every file entry of a ZIP (folders and macOS `__MACOSX` metadata left out). Throws ZipError when
 * the archive as a whole cannot be read or is over a limit; an entry that is damaged is a problem of its
 * own and the others are read.
 */
export async function readZip(bytes: Uint8Array, inflate: Inflate, limits: ZipLimits = ZIP_LIMITS): Promise<ZipRead> {
  if (bytes.length > limits.maxArchiveBytes) throw new ZipError({ code: 'too-big', params: { bytes: bytes.length, limit: limits.maxArchiveBytes } })
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = bytes.length >= 22 ? findEnd(view) : -1
  if (end < 0) throw new ZipError({ code: 'not-zip', params: {} })
  const count = view.getUint16(end + 10, true)
  const dirSize = view.getUint32(end + 12, true)
  const dirStart = view.getUint32(end + 16, true)
  if (count === 0xffff || dirStart === 0xffffffff) throw new ZipError({ code: 'zip64', params: {} })
  if (count > limits.maxEntries) throw new ZipError({ code: 'too-many-entries', params: { count, max: limits.maxEntries } })
  if (dirStart + dirSize > end) throw new ZipError({ code: 'directory-outside', params: {} })

  const entries: ZipEntry[] = []
  const problems: ZipRead['problems'] = []
  let total = 0
  let at = dirStart
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ZipError({ code: 'directory-damaged', params: { entry: i + 1 } })
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    const crc = view.getUint32(at + 16, true)
    const packed = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0)
    at += 46 + nameLength + extraLength + commentLength
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue
    const problem = (text: ZipText) => problems.push({ name, message: zipMessage(text), text })
    if (flags & 1) {
      problem({ code: 'encrypted', params: {} })
      continue
    }
    if (method !== 0 && method !== 8) {
      problem({ code: 'method', params: { method } })
      continue
    }
    if (size > limits.maxEntryBytes) {
      problem({ code: 'entry-too-big', params: { bytes: size, limit: limits.maxEntryBytes } })
      continue
    }
    if (total + size > limits.maxTotalBytes) throw new ZipError({ code: 'too-big-unpacked', params: { limit: limits.maxTotalBytes } })
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) {
      problem({ code: 'header-damaged', params: {} })
      continue
    }
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    if (dataStart + packed > bytes.length) {
      problem({ code: 'cut-short', params: {} })
      continue
    }
    const data = bytes.subarray(dataStart, dataStart + packed)
    let out: Uint8Array
    if (method === 0) out = data
    else {
      try {
        // One byte past the declared size: an entry that inflates further lied about its size.
        out = await inflate(data, size + 1)
      } catch (e) {
        problem({ code: 'inflate-failed', params: { error: e instanceof Error ? e.message : String(e) } })
        continue
      }
    }
    if (out.length !== size) {
      problem({ code: 'size-mismatch', params: { more: out.length > size } })
      continue
    }
    if (crc32(out) !== crc) {
      problem({ code: 'checksum', params: {} })
      continue
    }
    total += size
    entries.push({ name, bytes: out })
  }
  return { entries, problems }
}
