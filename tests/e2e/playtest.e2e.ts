import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { apply, deckCards, isLinkUnit, newGame, zoneCounts, type Action, type PlayState } from '~/engine/playtest'
import { importCardFile } from '~/io/cards/detect'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { editorControl, importDeckList, importRealCards, storedDeck, storedRows, shot } from './helpers'
import { gcgRules } from '~/engine/testing/playtest'
import { leaveApp } from './setup-b'

/** deck-001 dealt with this seed as Player One deploys a Unit on turn 2, and pairs a Pilot and attacks on turn 3. */
const DECK = 'decks/official/deck-001.txt'
const SEED = 1
/** deck-017, whose Gundam Dynames and Lockon Stratos (Neil) make a Link Unit. */
const DECK_017 = 'decks/official/deck-017.txt'

type Counts = ReturnType<typeof zoneCounts>
/** A deck's cards as the engine deals them. */
type DeckCards = Exclude<ReturnType<typeof deckCards>, { refused: unknown }>

/** The counts the page shows, read from its text. */
async function shownCounts(page: Page): Promise<Omit<Counts, 'base'>> {
  const n = async (id: string) => Number(await page.getByTestId(id).textContent())
  const base = (await page.getByTestId('count-opponent-base').textContent())!
  return {
    deck: await n('count-deck'),
    resourceDeck: await n('count-resource-deck'),
    resources: await n('count-resources'),
    activeResources: await n('count-active-resources'),
    units: await n('count-units'),
    pilots: await n('count-pilots'),
    shields: await n('count-shields'),
    hand: await n('count-hand'),
    trash: await n('count-trash'),
    removal: await n('count-removal'),
    opponentShields: await n('count-opponent-shields'),
    opponentBaseHp: base === 'none' ? null : Number(/(\d+) HP/.exec(base)![1]),
  }
}

/** Sideways overflow of the page, and the shown controls smaller than a fingertip (44 × 44). */
async function phoneProblems(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const small = [...document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, summary')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        if ((r.width === 0 && r.height === 0) || r.right <= 0 || r.bottom <= 0) return false // not shown (the skip link waits off-screen)
        const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect()
        return Math.max(r.width, label?.width ?? 0) < 44 || Math.max(r.height, label?.height ?? 0) < 44
      })
      .map((el) => `${el.tagName.toLowerCase()}[${el.dataset.testid ?? ''}] ${(el.textContent ?? '').trim().slice(0, 20)}`)
    return { overflow: root.scrollWidth - root.clientWidth, small }
  })
}

describe.skipIf(!hasShared)('playtest an official deck against a goldfish, by taps at 390 × 844 [needs ../shared]', () => {
  const base = inject('baseUrl')
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let id = ''
  /** The same game played by the engine beside the page: what the page must show and store. */
  let expected: PlayState
  let dealtHand: string[] = []

  beforeAll(async () => {
    browser = await launch()
    context = await newContext(browser, PHONE_CONTEXT)
    page = await context.newPage()
    errors = watchErrors(page)
    await importRealCards(page, base)
  })
  // Each test makes its own deck and game (see `reach`), on a phone in light mode, in a fresh document.
  beforeEach(async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'light' })
    await leaveApp(page)
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  function follow(action: Action) {
    const r = apply(expected, action)
    if ('refused' in r) throw new Error(`the engine refused ${JSON.stringify(action)}: ${r.refused.rule} ${r.refused.message}`)
    expected = r.state
  }

  /** The page shows the engine's counts, its save is done, and after a reload both the page and IndexedDB still hold the same game. */
  async function check(step: string) {
    const want = zoneCounts(expected)
    const { base, ...counts } = want
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, expected.log.length)
    expect({ step, counts: await shownCounts(page) }).toEqual({ step, counts })
    const shownBase = page.getByTestId('base-section').getByTestId('play-card')
    expect({ step, base: (await shownBase.count()) ? await shownBase.getAttribute('data-name') : null }).toEqual({ step, base })
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.reload()
    await page.getByTestId('count-hand').waitFor()
    expect({ step, counts: await shownCounts(page) }).toEqual({ step, counts })
    const row = (await storedRows<{ deckId: string; present: PlayState; actions: Action[] }>(page, 'playtests')).find((r) => r.deckId === id)
    expect(row?.deckId).toBe(id)
    expect({ step, stored: zoneCounts(row!.present) }).toEqual({ step, stored: want })
    expect(row!.present).toEqual(expected)
  }

  const card = (where: string, cardId: string) => page.locator(`[data-testid="${where}"] [data-card-id="${cardId}"]`).first()
  const menuAction = (name: RegExp | string) => page.getByTestId('card-menu').getByRole('button', { name })

  /** The hand's first card the engine lets deploy now. */
  const deployable = () => expected.zones.hand.find((c) => 'state' in apply(expected, { type: 'deploy-unit', card: c }))!
  /** The hand's first Pilot the engine lets pair with `unit` now. */
  const pairable = (unit: string) =>
    expected.zones.hand.find((c) => expected.cards[c]!.type === 'pilot' && 'state' in apply(expected, { type: 'pair', card: c, unit }))!

  /** A new deck of an official list (the fast path: a pasted list); `id` is its id. */
  async function newDeck(list: string): Promise<DeckCards> {
    id = await importDeckList(page, base, sharedText(list))
    const cards = deckCards((await storedDeck(page, id))!.cards, pool.lookup)
    if ('refused' in cards) throw new Error(cards.refused.message)
    return cards
  }

  /** The game the engine deals from `cards` with `seed` to Player One. */
  function deal(cards: DeckCards, seed: number): PlayState {
    const g = newGame({ main: cards.main, resource: cards.resource, seed, first: true, rules: gcgRules(), tokenCards: (n) => pool.named(n) })
    if ('refused' in g) throw new Error(g.refused.message)
    return g.state
  }

  /**
   * The first seed whose hand on turn 4 as Player One (four Resources: Lv.4, cost 3 + 1) holds ST07-005 and
   * ST07-011 (Gundam Dynames and Lockon Stratos (Neil)); 0 when none of the first thousand does.
   */
  function linkSeed(cards: DeckCards): number {
    const hasBoth = (s: PlayState) => ['ST07-005', 'ST07-011'].every((n) => s.zones.hand.some((c) => s.cards[c]!.number === n))
    for (let k = 1; k < 1000; k++) {
      let s = deal(cards, k)
      for (const a of [{ type: 'keep' }, { type: 'end-turn' }, { type: 'end-turn' }, { type: 'end-turn' }] as const) {
        const r = apply(s, a)
        if ('refused' in r) throw new Error(r.refused.message)
        s = r.state
      }
      if (hasBoth(s)) return k
    }
    return 0
  }

  /** A new deck of `list` on its Playtest page, dealt to Player One with the seed `seedOf` gives: `expected` is that game. */
  async function dealt(list = DECK, seedOf: (cards: DeckCards) => number = () => SEED) {
    const cards = await newDeck(list)
    const seed = seedOf(cards)
    expect(seed).toBeGreaterThan(0)
    await page.goto(`${base}#/decks/${id}/playtest`)
    await page.getByTestId('go-first').tap()
    await page.getByTestId('pt-seed').fill(String(seed))
    await page.getByTestId('pt-deal').tap()
    await page.getByTestId('pt-keep').waitFor()
    expected = deal(cards, seed)
    dealtHand = expected.zones.hand
  }

  /** An action taken by touch as the tests do, followed by the engine; done when the page's log has caught up. */
  async function play(action: Action) {
    const tap = (testId: string) => page.getByTestId(testId).tap()
    switch (action.type) {
      case 'keep':
        await tap('pt-keep')
        break
      case 'end-turn':
        await tap('pt-next-turn')
        break
      case 'end-main':
        await tap('pt-end-main')
        break
      case 'pass':
        await tap('pt-pass')
        break
      case 'deploy-unit':
        await card('hand', action.card).tap()
        await menuAction(/^Deploy/).tap()
        break
      case 'pair':
        await card('hand', action.card).tap()
        await menuAction(`Pair with ${expected.cards[action.unit]!.name}`).tap()
        break
      case 'attack':
        await card('unit-slot', action.unit).tap()
        await menuAction(/^Attack/).tap()
        break
      case 'hit-opponent':
        if (action.target === 'base') {
          await page.getByTestId('pt-base-damage').fill(String(action.amount))
          await tap('pt-damage-base')
        } else {
          expect(action.amount).toBe(1)
          await tap('pt-destroy-shield')
        }
        break
      default:
        throw new Error(`no set-up step for ${action.type}`)
    }
    follow(action)
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, expected.log.length)
  }

  /** The deck-001 game with seed 1 as the tests before a test left it: the stages, in the order they are played. */
  const STAGES = ['dealt', 'kept', 'turn 2 deployed', 'turn 3 attacked', 'turn 3 main phase ended'] as const

  /** A new deck-001 on its Playtest page, its game (seed 1, Player One) played up to `stage` by touch and saved. */
  async function reach(stage: (typeof STAGES)[number]) {
    await dealt()
    const k = STAGES.indexOf(stage)
    if (k >= 1) await play({ type: 'keep' })
    if (k >= 2) {
      await play({ type: 'end-turn' })
      await play({ type: 'deploy-unit', card: deployable() })
    }
    if (k >= 3) {
      await play({ type: 'end-turn' })
      const unit = expected.zones.battle[0]!.id
      await play({ type: 'pair', card: pairable(unit), unit })
      await play({ type: 'attack', unit })
      await play({ type: 'pass' })
    }
    if (k >= 4) await play({ type: 'end-main' })
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
  }

  it('opens from the deck editor and deals as Player One with a typed seed', async () => {
    id = await importDeckList(page, base, sharedText(DECK))
    await page.goto(`${base}#/decks/${id}`)
    await (await editorControl(page, 'playtest-link', (l) => l.tap())).tap()
    await page.getByTestId('pt-start').waitFor()
    await page.getByTestId('go-first').tap()
    await page.getByTestId('pt-seed').fill(String(SEED))
    await page.getByTestId('pt-deal').tap()
    await page.getByTestId('pt-keep').waitFor()

    // The engine deals the same game from the stored deck and the same seed.
    const stored = await storedDeck(page, id)
    const list = deckCards(stored!.cards, pool.lookup)
    if ('refused' in list) throw new Error(list.refused.message)
    const g = newGame({ main: list.main, resource: list.resource, seed: SEED, first: true, rules: gcgRules(), tokenCards: (n) => pool.named(n) })
    if ('refused' in g) throw new Error(g.refused.message)
    expected = g.state
    dealtHand = g.state.zones.hand
    expect(
      await page
        .getByTestId('hand')
        .getByTestId('play-card')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id'))),
    ).toEqual(expected.zones.hand)
    await check('dealt')
    expect(await page.getByTestId('count-hand').textContent()).toBe('5')
  })

  it('keeps the hand: six Shields, an EX Base, and turn 1 draws one and places one Resource', async () => {
    await reach('dealt')
    await page.getByTestId('pt-keep').tap()
    follow({ type: 'keep' })
    await check('kept')
    expect(zoneCounts(expected)).toMatchObject({ hand: 6, deck: 38, shields: 6, resources: 1, base: 'EX Base', opponentShields: 6, opponentBaseHp: 3 })
    expect(await page.getByTestId('pt-phase').filter({ hasText: 'Main' }).getAttribute('aria-current')).toBe('step')
  })

  it('a refused action says the rule: the turn-1 hand cannot be deployed with one Resource', async () => {
    await reach('kept')
    const unit = expected.zones.hand.find((c) => expected.cards[c]!.type === 'unit' && (expected.cards[c]!.level ?? 0) > 1)!
    await card('hand', unit).tap()
    await page.getByTestId('card-menu').waitFor()
    expect(await menuAction(/^Deploy/).count()).toBe(0)
    expect(await page.getByTestId('menu-refused').first().textContent()).toMatch(/^Deploy: .*Lv\.\d; you have 1 Resource\./)
    await page.getByTestId('menu-close').tap()
    await page.getByTestId('card-menu').waitFor({ state: 'detached' })
  })

  it('Next turn: turn 2 draws and places a Resource; a Unit is deployed from the hand', async () => {
    await reach('kept')
    await page.getByTestId('pt-next-turn').tap()
    follow({ type: 'end-turn' })
    await check('turn 2')
    expect(expected.turn).toBe(2)
    const unit = deployable()
    await card('hand', unit).tap()
    await menuAction(/^Deploy/).tap()
    follow({ type: 'deploy-unit', card: unit })
    await check('deployed')
    expect(zoneCounts(expected)).toMatchObject({ units: 1, pilots: 0 })
    expect(await card('unit-slot', unit).getAttribute('data-name')).toBe(expected.cards[unit]!.name)
  })

  it('turn 3: a Pilot is paired by keyboard, the Unit attacks the EX Base, Undo takes the attack back, and it attacks again', async () => {
    await reach('turn 2 deployed')
    await page.getByTestId('pt-next-turn').tap()
    follow({ type: 'end-turn' })
    await check('turn 3')
    const unit = expected.zones.battle[0]!.id
    const pilot = pairable(unit)
    // Keyboard: the card is a button; Enter opens its menu with the focus on the first action; Escape closes it.
    await card('hand', pilot).focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('card-menu').waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Pair with /)
    await page.keyboard.press('Escape')
    await page.getByTestId('card-menu').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-card-id'))).toBe(pilot)
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    follow({ type: 'pair', card: pilot, unit })
    await check('paired')
    expect(zoneCounts(expected)).toMatchObject({ units: 1, pilots: 1 })
    expect(await page.getByTestId('pilot').textContent()).toContain(expected.cards[pilot]!.name)

    await card('unit-slot', unit).tap()
    await menuAction(/^Attack/).tap()
    const attacked = apply(expected, { type: 'attack', unit })
    if ('refused' in attacked) throw new Error(attacked.refused.message)
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-entry"]').length === n, attacked.state.log.length)
    expect(await page.getByTestId('count-opponent-base').textContent()).toMatch(/EX Base \d HP|none/)
    await page.getByTestId('pt-undo').tap()
    await check('undone')
    expect(zoneCounts(expected).opponentBaseHp).toBe(3)

    await card('unit-slot', unit).tap()
    await menuAction(/^Attack/).tap()
    follow({ type: 'attack', unit })
    // The attack's action step (7-5): nothing is dealt until both players pass.
    await page.getByTestId('attacking').waitFor()
    expect(zoneCounts(expected).opponentBaseHp).toBe(3)
    await page.getByTestId('pt-pass').tap()
    follow({ type: 'pass' })
    await check('attacked')
    expect(zoneCounts(expected).opponentBaseHp ?? 0).toBeLessThan(3) // damaged or destroyed
    // The log says what happened, each entry with its rule; the attack is on top.
    expect(await page.getByTestId('log-entry').first().getAttribute('data-rule')).toBe(expected.log.at(-1)!.rule)
    await shot(page, 'playtest-phone-turn3', { fullPage: true })
    // At 390 px nothing scrolls sideways (the hand scrolls inside its own row) and every control takes a fingertip.
    expect(await phoneProblems(page)).toEqual({ overflow: 0, small: [] })
    await card('unit-slot', unit).tap()
    await page.getByTestId('card-menu').waitFor()
    expect(await phoneProblems(page)).toEqual({ overflow: 0, small: [] })
    await shot(page, 'playtest-phone-menu')
    await page.getByTestId('menu-close').tap()
  })

  it('attacking again with the rested Unit is refused by its rule', async () => {
    await reach('turn 3 attacked')
    const unit = expected.zones.battle[0]!.id
    await card('unit-slot', unit).tap()
    expect(await menuAction(/^Attack/).count()).toBe(0)
    expect(await page.getByTestId('menu-refused').filter({ hasText: 'Attack' }).textContent()).toContain('rested')
    await page.getByTestId('menu-close').tap()
  })

  it('End main phase twice: the second is refused in words with its rule, and nothing changes', async () => {
    await reach('turn 3 attacked')
    await page.getByTestId('pt-end-main').tap()
    follow({ type: 'end-main' })
    await check('end of the main phase')
    expect(await page.getByTestId('pt-phase').filter({ hasText: 'End' }).getAttribute('aria-current')).toBe('step')
    await page.getByTestId('pt-end-main').tap()
    const r = apply(expected, { type: 'end-main' })
    if (!('refused' in r)) throw new Error('a second end of the main phase was accepted')
    await page
      .getByTestId('pt-refusal')
      .filter({ hasText: /^Refused/ })
      .waitFor()
    expect(await page.getByTestId('pt-refusal').textContent()).toBe(`Refused (${r.refused.rule}): ${r.refused.message}`)
    await check('refused')
  })

  it('Next turn to turn 4: the Unit stands up, a Resource is placed, and a manual move is logged as manual', async () => {
    await reach('turn 3 main phase ended')
    await page.getByTestId('pt-next-turn').tap()
    follow({ type: 'end-turn' })
    await check('turn 4')
    expect(expected.turn).toBe(4)
    expect(zoneCounts(expected)).toMatchObject({ resources: 4, activeResources: 4 })
    const top = expected.zones.deck[0]!
    await page.getByTestId('pile-deck').tap()
    await page.getByTestId('card-menu').getByRole('button', { name: 'trash' }).tap()
    const before = expected
    follow({ type: 'move', card: top, to: 'trash' })
    await check('manual move')
    expect(await page.getByTestId('log-entry').first().getAttribute('data-rule')).toBe('manual')
    // check() reloaded the page: Undo still knows the move (the saved actions are replayed from the deal).
    await page.getByTestId('pt-undo').tap()
    expected = before
    await check('undone after a reload')
    await page.getByTestId('pile-deck').tap()
    await page.getByTestId('card-menu').getByRole('button', { name: 'trash' }).tap()
    follow({ type: 'move', card: top, to: 'trash' })
    await check('manual move again')
    await shot(page, 'playtest-phone-turn4', { fullPage: true })
  })

  it('Restart with the same seed deals the same opening hand again', async () => {
    // A game under way: kept, turn 2, a Unit deployed.
    await reach('turn 2 deployed')
    await page.getByTestId('pt-restart').tap()
    await page.getByTestId('pt-restart-same').tap()
    await page.getByTestId('pt-keep').waitFor()
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    const hand = await page
      .getByTestId('hand')
      .getByTestId('play-card')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id')))
    const stored = (await storedRows<{ deckId: string; present: PlayState }>(page, 'playtests')).find((r) => r.deckId === id)!
    expect(hand).toEqual(dealtHand)
    expect(stored.present.zones.hand).toEqual(dealtHand)
    expect(stored.present.seed).toBe(SEED)
    expect(stored.present.phase).toBe('redraw')
  })

  it('looks right in dark and at desktop size (screenshots to look at)', async () => {
    // A hand dealt and not yet kept.
    await reach('dealt')
    await page.emulateMedia({ colorScheme: 'dark' })
    await shot(page, 'playtest-phone-dark', { fullPage: true })
    await page.getByTestId('pt-keep').tap()
    await page.getByTestId('pt-next-turn').tap()
    await page.setViewportSize({ width: 1280, height: 860 })
    await shot(page, 'playtest-desktop-dark', { fullPage: true })
    await page.emulateMedia({ colorScheme: 'light' })
    await shot(page, 'playtest-desktop-light', { fullPage: true })
    expect((await phoneProblems(page)).overflow).toBe(0)
  })

  it('official deck-017 by touch: a Gundam Dynames paired with Lockon Stratos (Neil) is a Link Unit and attacks on its deploy turn', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    const list = await newDeck(DECK_017)
    // The first seed whose hand on turn 4 as Player One (four Resources: Lv.4, cost 3 + 1) holds ST07-005 and ST07-011.
    const seed = linkSeed(list)
    expect(seed).toBeGreaterThan(0)
    await page.goto(`${base}#/decks/${id}`)
    await (await editorControl(page, 'playtest-link', (l) => l.tap())).tap()
    await page.getByTestId('go-first').tap()
    await page.getByTestId('pt-seed').fill(String(seed))
    await page.getByTestId('pt-deal').tap()
    await page.getByTestId('pt-keep').waitFor()
    expected = deal(list, seed)
    await page.getByTestId('pt-keep').tap()
    follow({ type: 'keep' })
    for (let t = 2; t <= 4; t++) {
      await page.getByTestId('pt-next-turn').tap()
      follow({ type: 'end-turn' })
    }
    await check('deck-017 turn 4')
    const byNumber = (n: string) => expected.zones.hand.find((c) => expected.cards[c]!.number === n)!
    const dynames = byNumber('ST07-005')
    const lockon = byNumber('ST07-011')
    await card('hand', dynames).tap()
    await menuAction(/^Deploy/).tap()
    follow({ type: 'deploy-unit', card: dynames })
    await card('hand', lockon).tap()
    await menuAction(/^Pair with Gundam Dynames/).tap()
    follow({ type: 'pair', card: lockon, unit: dynames })
    await check('Dynames linked')
    expect(isLinkUnit(expected, dynames)).toBe(true)
    expect(await page.getByTestId('log-entry').first().textContent()).toContain('Gundam Dynames is a Link Unit: it can attack this turn (2-11-4).')
    // The goldfish panel by keyboard: 1 damage to its EX Base (the amount field, Tab to the button, Enter), logged as manual.
    await page.getByTestId('pt-base-damage').focus()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('1')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pt-damage-base')
    await page.keyboard.press('Enter')
    follow({ type: 'hit-opponent', amount: 1, target: 'base' })
    await check('the Base damaged by hand')
    expect(zoneCounts(expected)).toMatchObject({ opponentBaseHp: 2, opponentShields: 6 })
    expect(await page.getByTestId('log-entry').first().getAttribute('data-rule')).toBe('manual')
    await card('unit-slot', dynames).tap()
    await menuAction(/^Attack/).tap()
    follow({ type: 'attack', unit: dynames })
    await page.getByTestId('pt-pass').tap()
    follow({ type: 'pass' })
    await check('Dynames attacked on its deploy turn')
    // AP 2 + 1 (2-3-4-4) destroys the EX Base's last 2 HP (7-6-2-3-1); the excess is not dealt to a Shield (4-5-5).
    expect(zoneCounts(expected)).toMatchObject({ opponentBaseHp: null, opponentShields: 6 })
  })

  it('the goldfish panel: Destroy a Shield by touch and by mouse, each logged as manual and kept after a reload; Damage the Base is refused with no Base', async () => {
    // deck-017's game as the journey above leaves it: on turn 4 Gundam Dynames, linked with Lockon Stratos
    // (Neil), attacked and destroyed the EX Base, which had taken 1 damage by hand; six Shields left.
    await dealt(DECK_017, linkSeed)
    await play({ type: 'keep' })
    for (let t = 2; t <= 4; t++) await play({ type: 'end-turn' })
    const byNumber = (n: string) => expected.zones.hand.find((c) => expected.cards[c]!.number === n)!
    const dynames = byNumber('ST07-005')
    await play({ type: 'deploy-unit', card: dynames })
    await play({ type: 'pair', card: byNumber('ST07-011'), unit: dynames })
    await play({ type: 'hit-opponent', amount: 1, target: 'base' })
    await play({ type: 'attack', unit: dynames })
    await play({ type: 'pass' })
    expect(zoneCounts(expected)).toMatchObject({ opponentBaseHp: null, opponentShields: 6 })
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.getByTestId('pt-destroy-shield').tap()
    follow({ type: 'hit-opponent', amount: 1, target: 'shield' })
    await check('a Shield destroyed by touch')
    expect(zoneCounts(expected).opponentShields).toBe(5)
    const top = page.getByTestId('log-entry').first()
    expect([await top.getAttribute('data-rule'), await top.locator('.log__rule').textContent()]).toEqual(['manual', 'manual'])
    await page.getByTestId('pt-destroy-shield').click()
    follow({ type: 'hit-opponent', amount: 1, target: 'shield' })
    await check('a Shield destroyed by mouse')
    expect(zoneCounts(expected).opponentShields).toBe(4)
    await page.getByTestId('pt-damage-base').tap()
    const refused = apply(expected, { type: 'hit-opponent', amount: 1, target: 'base' })
    if (!('refused' in refused)) throw new Error('damage to a Base that is gone was accepted')
    await page
      .getByTestId('pt-refusal')
      .filter({ hasText: /^Refused \(3-6-3\)/ })
      .waitFor()
    await check('refused: no Base')
    expect(await phoneProblems(page)).toEqual({ overflow: 0, small: [] })
    await shot(page, 'playtest-phone-goldfish', { fullPage: true })
  })
})
