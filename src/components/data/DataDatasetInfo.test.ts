import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import { GCG_API_ATTRIBUTION } from '~/schemas/stored'
import type { Dataset } from '~/schemas/stored'
import DataDatasetInfo from './DataDatasetInfo.vue'

const dataset = (over: Partial<Dataset> = {}): Dataset => ({
  id: 'current',
  source: 'gcg-api',
  label: 'cards.json, errata.json, rulings.json, manifest.json',
  version: '20-52fe4fd',
  builtAt: '2026-08-17T06:59:17.270Z',
  importedAt: '2026-11-30T10:00:00.000Z',
  url: null,
  attribution: null,
  cards: 1075,
  printings: 1816,
  ...over,
})
const info = (d: Dataset) => mount(DataDatasetInfo, { props: { dataset: d, checking: false, updateMessage: null } })

describe('DataDatasetInfo', () => {
  it('shows the version and build date a manifest gave, with no note', () => {
    const w = info(dataset())
    expect(w.get('[data-testid="dataset-version"]').text()).toBe('20-52fe4fd')
    expect(w.get('[data-testid="dataset-built"]').text()).toMatch(/2026/)
    expect(w.find('[data-testid="dataset-unknown-version"]').exists()).toBe(false)
  })

  it('says plainly why the version is unknown when no manifest.json was imported', () => {
    const w = info(dataset({ label: 'cards.json, errata.json', version: null, builtAt: null }))
    expect(w.get('[data-testid="dataset-version"]').text()).toBe('unknown')
    expect(w.get('[data-testid="dataset-built"]').text()).toBe('unknown')
    expect(w.get('[data-testid="dataset-unknown-version"]').text()).toBe(
      'The data set’s version and build date are unknown because no manifest.json was imported with these cards. Import it together with cards.json to see them.',
    )
    expect(w.text()).not.toContain('not given')
  })

  it('tells a manifest that gives no version, and a download whose manifest could not be read, from a missing one', () => {
    expect(
      info(dataset({ version: null }))
        .get('[data-testid="dataset-unknown-version"]')
        .text(),
    ).toBe('The data set’s version is unknown: the manifest.json imported with these cards does not say.')
    expect(info(dataset({ label: 'gcg-api (download)', url: 'https://example.org/cards.json', version: null, builtAt: null })).text()).toContain(
      'its manifest.json could not be read with the download',
    )
    expect(
      info(dataset({ source: 'csv', label: 'cards.csv', version: null, builtAt: null }))
        .get('[data-testid="dataset-unknown-version"]')
        .text(),
    ).toBe('The data set’s version and build date are unknown because no manifest.json was imported with these cards.')
  })

  it('shows gcg-api’s attribution, stored in English, in the language shown; another data set’s as stored', async () => {
    const w = info(dataset({ attribution: GCG_API_ATTRIBUTION }))
    // The catalogue's English is the stored text, word for word.
    expect(w.get('.dataset__attribution').text()).toBe(GCG_API_ATTRIBUTION)
    expect(w.get('.dataset__attribution').text()).toMatch(/^Card data from the gcg-api data set, available under the Open Database License \(ODbL\) 1\.0\./)
    await showLanguage('ja')
    try {
      expect(
        info(dataset({ attribution: GCG_API_ATTRIBUTION }))
          .get('.dataset__attribution')
          .text(),
      ).toMatch(/^カードデータは gcg-api データセットのもので/)
      expect(
        info(dataset({ attribution: 'Data by someone else.' }))
          .get('.dataset__attribution')
          .text(),
      ).toBe('Data by someone else.')
    } finally {
      await showLanguage('en')
    }
  })
})
