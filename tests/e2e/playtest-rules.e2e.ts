// Three turns by touch at 390 × 844 with the rules the playtest added: official deck-017 as Player Two, whose
// Gundam Dynames is linked by Lockon Stratos (Neil) on its deploy turn and attacks through the attack's action
// step (2-11-4, 7-5), and a deck of our own making with a token maker (ST03-009 Gouf, 4-17-1) and a <Suppression>
// Unit (GD03-049). The engine plays the same game beside the page; after every step the page is reloaded and the
// stored game must be the engine's.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { apply, deckCards, isLinkUnit, newGame, zoneCounts, type Action, type NewGameOptions, type PlayState } from '~/engine/playtest'
import { gcgRules } from '~/engine/testing/playtest'
import { importCardFile } from '~/io/cards/detect'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { editorControl, importDeckList, importRealCards, phoneProblems, storedDeck, storedRows, shot } from './helpers'

/** deck-017 with its four Gundam Virtue swapped for four ST03-009 Gouf: green and purple, and GD03-049 has <Suppression>. */
const ownDeck = () => sharedText('decks/official/deck-017.txt').replace('4 ST07-004 Gundam Virtue', '4 ST03-009 Gouf')

describe.skipIf(!hasShared)('playtest by the rules: links, battle steps, tokens and <Suppression>, by touch at 390 × 844 [needs ../shared]', () => {
  const base = inject('baseUrl')
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let id = ''
  let expected: PlayState

  beforeAll(async () => {
    browser = await launch()
    context = await newContext(browser, PHONE_CONTEXT)
    page = await context.newPage()
    errors = watchErrors(page)
    await importRealCards(page, base)
  }, 90_000)
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  function follow(action: Action) {
    const r = apply(expected, action)
    if ('refused' in r) throw new Error(`the engine refused ${JSON.stringify(action)}: ${r.refused.rule} ${r.refused.message}`)
    expected = r.state
  }

  /** The page has shown the engine's last log entry and saved; after a reload it shows the same counts and IndexedDB holds the engine's game. */
  async function check(step: string) {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, expected.log.length)
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.reload()
    await page.getByTestId('count-hand').waitFor()
    const want = zoneCounts(expected)
    const n = async (t: string) => Number(await page.getByTestId(t).textContent())
    expect({
      step,
      units: await n('count-units'),
      trash: await n('count-trash'),
      resources: await n('count-resources'),
      shields: await n('count-opponent-shields'),
    }).toEqual({
      step,
      units: want.units,
      trash: want.trash,
      resources: want.resources,
      shields: want.opponentShields,
    })
    await expect
      .poll(async () => (await storedRows<{ deckId: string; present: PlayState }>(page, 'playtests')).find((r) => r.deckId === id)?.present)
      .toEqual(expected)
  }

  const card = (where: string, cardId: string) => page.locator(`[data-testid="${where}"] [data-card-id="${cardId}"]`).first()
  const menuAction = (name: RegExp) => page.getByTestId('card-menu').getByRole('button', { name })

  /** The first seed (as Player Two) whose game meets `wanted` after `actions`, by the engine. */
  function seedFor(options: Omit<NewGameOptions, 'seed' | 'first'>, actions: readonly Action[], wanted: (s: PlayState) => boolean): number {
    for (let k = 1; k < 3000; k++) {
      const g = newGame({ ...options, seed: k, first: false })
      if ('refused' in g) throw new Error(g.refused.message)
      let s = g.state
      for (const a of actions) {
        const r = apply(s, a)
        if ('refused' in r) throw new Error(r.refused.message)
        s = r.state
      }
      if (wanted(s)) return k
    }
    throw new Error('no seed found')
  }

  const inHand = (s: PlayState, n: string) => s.zones.hand.find((c) => s.cards[c]!.number === n)

  /** Open the deck's playtest from its editor by touch, deal as Player Two with `seed` and keep. */
  async function deal(options: Omit<NewGameOptions, 'seed' | 'first'>, seed: number) {
    await page.goto(`${base}#/decks/${id}`)
    await (await editorControl(page, 'playtest-link', (l) => l.tap())).tap()
    await page.getByTestId('pt-start').waitFor()
    await page.getByTestId('go-second').tap()
    await page.getByTestId('pt-seed').fill(String(seed))
    await page.getByTestId('pt-deal').tap()
    await page.getByTestId('pt-keep').waitFor()
    const g = newGame({ ...options, seed, first: false })
    if ('refused' in g) throw new Error(g.refused.message)
    expected = g.state
    await page.getByTestId('pt-keep').tap()
    follow({ type: 'keep' })
  }

  it('official deck-017, three turns as Player Two: Gundam Dynames linked by Lockon Stratos (Neil) attacks on its deploy turn', async () => {
    id = await importDeckList(page, base, sharedText('decks/official/deck-017.txt'))
    const list = deckCards((await storedDeck(page, id))!.cards, pool.lookup)
    if ('refused' in list) throw new Error(list.refused.message)
    const options = { main: list.main, resource: list.resource, rules: gcgRules(), tokenCards: (n: string) => pool.named(n) }
    // Turn 3 as Player Two: three Resources and the EX Resource make Lv.4 (Q25), and pay 3 + 1.
    const seed = seedFor(options, [{ type: 'keep' }, { type: 'end-turn' }, { type: 'end-turn' }], (s) => !!inHand(s, 'ST07-005') && !!inHand(s, 'ST07-011'))
    await deal(options, seed)
    for (let t = 2; t <= 3; t++) {
      await page.getByTestId('pt-next-turn').tap()
      follow({ type: 'end-turn' })
    }
    await check('deck-017 turn 3')
    const dynames = inHand(expected, 'ST07-005')!
    const lockon = inHand(expected, 'ST07-011')!
    await card('hand', dynames).tap()
    await menuAction(/^Deploy/).tap()
    follow({ type: 'deploy-unit', card: dynames })
    await card('hand', lockon).tap()
    await menuAction(/^Pair with Gundam Dynames/).tap()
    follow({ type: 'pair', card: lockon, unit: dynames })
    await check('Dynames linked')
    expect(isLinkUnit(expected, dynames)).toBe(true)
    // Lockon's cost was paid with the EX Resource, which left the game (4-17-5-3).
    expect(expected.zones.resourceArea.some((r) => expected.cards[r.id]!.token)).toBe(false)
    await card('unit-slot', dynames).tap()
    await menuAction(/^Attack/).tap()
    follow({ type: 'attack', unit: dynames })
    await page.getByTestId('attacking').waitFor()
    await check('Dynames attacking: the action step')
    await page.getByTestId('pt-pass').tap()
    follow({ type: 'pass' })
    await check('Dynames attacked on its deploy turn')
    // AP 2 + 1 destroys the EX Base (7-6-2-3-1); the excess is not dealt to a Shield (4-5-5).
    expect(zoneCounts(expected)).toMatchObject({ opponentBaseHp: null, opponentShields: 6 })
  }, 120_000)

  it('our deck, three turns as Player Two: Gouf deploys its Zaku Ⅱ token, the <Suppression> Unit destroys two Shields, the token leaves the game', async () => {
    id = await importDeckList(page, base, ownDeck())
    const list = deckCards((await storedDeck(page, id))!.cards, pool.lookup)
    if ('refused' in list) throw new Error(list.refused.message)
    const options = { main: list.main, resource: list.resource, rules: gcgRules(), tokenCards: (n: string) => pool.named(n) }
    // Turn 1: Gundam Exia (Trans-Am) in hand; turn 2: a Gouf too.
    const seed = seedFor(options, [{ type: 'keep' }, { type: 'end-turn' }], (s) => !!inHand(s, 'GD03-049') && !!inHand(s, 'ST03-009'))
    await deal(options, seed)

    // Turn 1: Exia (Trans-Am) is Lv.7; an effect would put it out early: moved by hand, logged as manual.
    const exia = inHand(expected, 'GD03-049')!
    await card('hand', exia).tap()
    await page.locator('[data-testid="menu-move"][data-to="battle"]').tap()
    follow({ type: 'move', card: exia, to: 'battle' })
    await check('Exia moved out by hand')
    expect(await page.getByTestId('log-entry').first().getAttribute('data-rule')).toBe('manual')

    // Turn 2: Gouf is deployed (Lv.3, three Resources: two and the EX Resource) and its 【Deploy】 makes a rested Zaku Ⅱ token.
    await page.getByTestId('pt-next-turn').tap()
    follow({ type: 'end-turn' })
    const gouf = inHand(expected, 'ST03-009')!
    await card('hand', gouf).tap()
    await menuAction(/^Deploy/).tap()
    follow({ type: 'deploy-unit', card: gouf })
    await card('unit-slot', gouf).tap()
    await menuAction(/^Deploy 1 rested \[Zaku Ⅱ\]/).tap()
    follow({ type: 'create-token', source: gouf, make: 0 })
    await check('Zaku Ⅱ token deployed')
    const zaku = expected.zones.battle.at(-1)!.id
    expect(expected.cards[zaku]).toMatchObject({ number: 'T-007', name: 'Zaku Ⅱ', type: 'unit-token', token: true })
    expect(await card('unit-slot', zaku).getAttribute('data-name')).toBe('Zaku Ⅱ')
    // Exia attacks the EX Base (6 AP against 3 HP).
    await card('unit-slot', exia).tap()
    await menuAction(/^Attack/).tap()
    follow({ type: 'attack', unit: exia })
    await page.getByTestId('pt-pass').tap()
    follow({ type: 'pass' })
    await check('EX Base destroyed')
    expect(zoneCounts(expected)).toMatchObject({ opponentBaseHp: null, opponentShields: 6 })

    // Turn 3: with no Base, <Suppression> deals the attack's damage to the first 2 Shields; AP+1 during this battle in the action step.
    await page.getByTestId('pt-next-turn').tap()
    follow({ type: 'end-turn' })
    await card('unit-slot', exia).tap()
    await menuAction(/^Attack/).tap()
    follow({ type: 'attack', unit: exia })
    await card('unit-slot', exia).tap()
    await menuAction(/^AP \+1 during this battle/).tap()
    follow({ type: 'boost', unit: exia, ap: 1, during: 'battle' })
    await page.getByTestId('battle-ap').waitFor()
    await check('the action step: AP+1 during this battle')
    // The action step at 390 px: nothing scrolls sideways and every control takes a fingertip.
    await shot(page, 'playtest-phone-battle-step', { fullPage: true })
    // (The hand scrolls inside its own row, so cards past the edge are not an overflow.)
    const problems = await phoneProblems(page)
    expect({ overflow: problems.overflow, small: problems.small }).toEqual({ overflow: 0, small: [] })
    await page.getByTestId('pt-pass').tap()
    follow({ type: 'pass' })
    await check('<Suppression>: two Shields')
    expect(zoneCounts(expected).opponentShields).toBe(4)
    expect(expected.log.find((e) => e.text.startsWith('<Suppression>: the first 2 Shields take 7 damage'))).toBeDefined()

    // The token goes to the trash by hand: it is removed from the game instead (4-17-2-4).
    const trash = zoneCounts(expected).trash
    await card('unit-slot', zaku).tap()
    await page.locator('[data-testid="menu-move"][data-to="trash"]').tap()
    follow({ type: 'move', card: zaku, to: 'trash' })
    await check('token removed from the game')
    await shot(page, 'playtest-phone-token-gone', { fullPage: true })
    expect(zoneCounts(expected).trash).toBe(trash)
    expect(expected.zones.battle.map((u) => u.id)).not.toContain(zaku)
  }, 120_000)

  it('a Gundam War deck has no Playtest button: the editor and the playtest page say why, and the saved game stays', async () => {
    // A deck of its own with a game dealt and kept by the GCG rules, whatever ran before.
    id = await importDeckList(page, base, sharedText('decks/official/deck-017.txt'))
    const list = deckCards((await storedDeck(page, id))!.cards, pool.lookup)
    if ('refused' in list) throw new Error(list.refused.message)
    await deal({ main: list.main, resource: list.resource, rules: gcgRules(), tokenCards: (n: string) => pool.named(n) }, 17)
    await page.goto(`${base}#/decks/${id}`)
    await (await editorControl(page, 'playtest-link', (l) => l.tap())).waitFor()
    await page.getByTestId('format-picker').selectOption('gundam-war')
    await expect.poll(async () => (await storedDeck(page, id))?.format).toBe('gundam-war')
    await page.getByTestId('playtest-unavailable').waitFor()
    expect(await page.getByTestId('playtest-link').count()).toBe(0)
    expect(await page.getByTestId('playtest-unavailable').textContent()).toContain('Nation Pile')
    await shot(page, 'playtest-phone-editor-no-playtest')
    await page.goto(`${base}#/decks/${id}/playtest`)
    await page.getByTestId('pt-unavailable').waitFor()
    expect(await page.getByTestId('pt-unavailable').textContent()).toContain('Nation Pile')
    expect(await page.getByTestId('pt-start').count()).toBe(0)
    // The game dealt by the gcg numbers plays on, as stored.
    await page.getByTestId('count-hand').waitFor()
    const row = (await storedRows<{ deckId: string; present: PlayState }>(page, 'playtests')).find((r) => r.deckId === id)
    expect(row?.present).toEqual(expected)
  })
})
