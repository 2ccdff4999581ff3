import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { useFieldDraft } from './useFieldDraft'

describe('useFieldDraft', () => {
  function field(initial: string, accept: (text: string) => string | null = (t) => t) {
    const stored = ref(initial)
    const saved: string[] = []
    const f = useFieldDraft(
      () => stored.value,
      (text) => {
        saved.push(text)
        const next = accept(text)
        if (next !== null) stored.value = next
      },
    )
    return { stored, saved, f }
  }

  it('keeps the typed text while other things change, and saves it on commit', async () => {
    const { stored, saved, f } = field('Deck')
    f.draft.value = 'Deck tuned'
    await nextTick()
    expect(f.draft.value).toBe('Deck tuned')
    expect(stored.value).toBe('Deck')
    f.commit()
    expect(saved).toEqual(['Deck tuned'])
    expect(stored.value).toBe('Deck tuned')
  })

  it('saves nothing when the text did not change', () => {
    const { saved, f } = field('Deck')
    f.commit()
    expect(saved).toEqual([])
  })

  it('shows the stored value after a refused or normalised commit', () => {
    const refused = field('Deck', (t) => (t.trim() ? t : null))
    refused.f.draft.value = '   '
    refused.f.commit()
    expect(refused.saved).toEqual(['   '])
    expect(refused.f.draft.value).toBe('Deck')

    const tidy = field('a, b', (t) =>
      t
        .split(',')
        .map((s) => s.trim())
        .join(', '),
    )
    tidy.f.draft.value = 'a,b,c'
    tidy.f.commit()
    expect(tidy.f.draft.value).toBe('a, b, c')
  })

  it('follows the stored value when it changes elsewhere (undo, another tab)', async () => {
    const { stored, f } = field('Deck')
    stored.value = 'Renamed elsewhere'
    await nextTick()
    expect(f.draft.value).toBe('Renamed elsewhere')
  })

  it('keeps what the user is typing when the stored value changes meanwhile, and commits it over', async () => {
    const { stored, saved, f } = field('Deck')
    f.draft.value = 'Mine'
    stored.value = 'Renamed in another tab'
    await nextTick()
    expect(f.draft.value).toBe('Mine')
    f.commit()
    expect(saved).toEqual(['Mine'])
    expect(stored.value).toBe('Mine')
  })
})
