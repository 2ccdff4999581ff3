import { describe, expect, it } from 'vitest'
import { inflateRaw } from '~/platform/inflate'
import { zip } from '../../tests/zip-writer'
import { looksLikeZip, readZip, ZIP_LIMITS, ZipError } from './zip'

const text = (b: Uint8Array) => new TextDecoder().decode(b)
const LIST = '4 GD01-001 Gundam\n4 GD01-002\n'

describe('readZip', () => {
  it('reads stored and deflated entries, with their folders in the name, and leaves folders and __MACOSX out', async () => {
    const bytes = zip([
      { name: 'round1/', text: '' },
      { name: 'round1/alice.txt', text: LIST },
      { name: 'round1/bob.txt', text: LIST.repeat(40), deflate: true },
      { name: '__MACOSX/round1/._bob.txt', text: 'x' },
      { name: 'ユウ.txt', text: '2 ST01-001', deflate: true },
    ])
    expect(looksLikeZip(bytes)).toBe(true)
    const read = await readZip(bytes, inflateRaw)
    expect(read.problems).toEqual([])
    expect(read.entries.map((e) => e.name)).toEqual(['round1/alice.txt', 'round1/bob.txt', 'ユウ.txt'])
    expect(text(read.entries[1]!.bytes)).toBe(LIST.repeat(40))
    expect(text(read.entries[2]!.bytes)).toBe('2 ST01-001')
  })

  it('names a damaged entry and reads the others', async () => {
    const bytes = zip([
      { name: 'good.txt', text: LIST, deflate: true },
      { name: 'bad-crc.txt', text: LIST, crc: 1234 },
      { name: 'locked.txt', text: LIST, flags: 1 },
    ])
    const read = await readZip(bytes, inflateRaw)
    expect(read.entries.map((e) => e.name)).toEqual(['good.txt'])
    expect(read.problems).toEqual([
      { name: 'bad-crc.txt', message: 'its checksum does not match: the ZIP is damaged', text: { code: 'checksum', params: {} } },
      { name: 'locked.txt', message: 'it is encrypted; gundeck cannot read a ZIP with a password', text: { code: 'encrypted', params: {} } },
    ])
  })

  it('refuses an entry that inflates past the size its header declares (a zip bomb), without inflating it all', async () => {
    const bomb = zip([{ name: 'bomb.txt', text: '0'.repeat(5_000_000), deflate: true, size: 100 }])
    expect(bomb.length).toBeLessThan(10_000)
    const read = await readZip(bomb, inflateRaw)
    expect(read.entries).toEqual([])
    expect(read.problems[0]!.text).toEqual({ code: 'size-mismatch', params: { more: true } })
  })

  it("names damaged deflated data in the inflater's own words", async () => {
    const damaged = zip([{ name: 'torn.txt', text: LIST, deflate: true }])
    // The first block's type made the reserved one (BFINAL 1, BTYPE 11): no inflater can read it.
    damaged[30 + 'torn.txt'.length] = 0x07
    const read = await readZip(damaged, inflateRaw)
    expect(read.entries).toEqual([])
    const text = read.problems[0]!.text
    expect(text.code).toBe('inflate-failed')
    // The browser's (here Node's) words only: nothing of ours wrapped around them in English.
    expect((text.params as { error: string }).error).not.toMatch(/deflated data is damaged/)
    expect(read.problems[0]!.message).toMatch(/^it cannot be unpacked \(.+\)$/)
  })

  it('refuses an entry declared bigger than a deck list, and an archive whose entries add up past the limit', async () => {
    const big = zip([{ name: 'big.txt', text: 'x', size: 2 * 1024 * 1024 }])
    expect((await readZip(big, inflateRaw)).problems[0]).toEqual({
      name: 'big.txt',
      message: 'it is 2 MB once unpacked; a deck list is at most 1 MB',
      text: { code: 'entry-too-big', params: { bytes: 2 * 1024 * 1024, limit: 1024 * 1024 } },
    })
    const many = zip([
      { name: 'a.txt', text: LIST },
      { name: 'b.txt', text: LIST },
    ])
    await expect(readZip(many, inflateRaw, { ...ZIP_LIMITS, maxTotalBytes: LIST.length + 1 })).rejects.toThrow(/add up to more than/)
    await expect(readZip(many, inflateRaw, { ...ZIP_LIMITS, maxEntries: 1 })).rejects.toThrow(/holds 2 entries; gundeck reads at most 1/)
    await expect(readZip(many, inflateRaw, { ...ZIP_LIMITS, maxEntries: 1 })).rejects.toMatchObject({
      text: { code: 'too-many-entries', params: { count: 2, max: 1 } },
    })
    await expect(readZip(many, inflateRaw, { ...ZIP_LIMITS, maxArchiveBytes: 10 })).rejects.toThrow(/gundeck reads ZIPs of deck lists up to/)
  })

  it('says a file cut short or not a ZIP at all is no ZIP, and a damaged deflate stream is a problem of its entry', async () => {
    const bytes = zip([{ name: 'a.txt', text: LIST, deflate: true }])
    await expect(readZip(bytes.subarray(0, bytes.length - 30), inflateRaw)).rejects.toThrow(ZipError)
    await expect(readZip(new TextEncoder().encode(LIST), inflateRaw)).rejects.toThrow(/not a ZIP file/)
    expect(looksLikeZip(new TextEncoder().encode(LIST))).toBe(false)
    const broken = zip([{ name: 'a.txt', text: LIST.repeat(10), deflate: true }])
    // Flip bytes inside the deflated data (after the 30-byte header and the 5-byte name).
    for (let i = 36; i < 44; i++) broken[i] = 0xff
    const read = await readZip(broken, inflateRaw)
    expect(read.entries).toEqual([])
    expect(read.problems[0]!.name).toBe('a.txt')
  })
})
