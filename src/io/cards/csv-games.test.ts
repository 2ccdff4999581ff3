import { describe, expect, it } from 'vitest'
import { exportCardsCsv, importCardsCsv } from './csv'

describe('our CSV with a game column', () => {
  it('reads Gundam War rows: types case-insensitive, battle points, generator power, UNIT Type in zones', () => {
    const r = importCardsCsv(
      [
        'number,name,type,game,color,cost,corps_generator,total_generator,strike,shooting,defense,zones,printed_number,generation,copy_limit,copy_limit_scope',
        '101010036,テストキャノン,Unit,Gundam-War,Blue,3,2,4,3,*,4,Earth,u-36,,,',
        '101050001,青G,generation,gundam-war,blue,,,,,,,,G-1,basic,,',
        '101020001,キャラ,CHARACTER,gundam-war,blue,1,1,2,1,1,1,,CH-1,,1,card',
        '101040001,作戦,Operation,gundam-war,blue,2,1,3,,,,,O-1,,,',
      ].join('\n'),
    )
    expect(r.errors).toEqual([])
    const [unit, character, operation, g] = r.cards
    expect(unit).toMatchObject({
      game: 'gundam-war',
      type: 'unit',
      printedNumber: 'U-36',
      corpsGenerator: 2,
      totalGenerator: 4,
      battlePoints: { strike: 3, shooting: '*', defense: 4 },
      zones: ['Earth'],
      generationKind: null,
    })
    expect(character).toMatchObject({ type: 'character', copyLimit: 1, copyLimitScope: 'card' })
    expect(operation).toMatchObject({ type: 'operation', battlePoints: null })
    expect(g).toMatchObject({ type: 'generation', generationKind: 'basic', cost: null })
  })

  it('reads Forge rows: Basic Resource, Colorless as no color, black', () => {
    const r = importCardsCsv(
      ['number,name,type,game,color,cost,ap', 'FG-001,Basic Resource,basic resource,FORGE,Colorless,,', 'FG-002,Zaku,UNIT,forge,Black,3,4'].join('\n'),
    )
    expect(r.errors).toEqual([])
    expect(r.cards.map((c) => [c.game, c.type, c.color])).toEqual([
      ['forge', 'basic-resource', null],
      ['forge', 'unit', 'black'],
    ])
    // Forge rows carry no Gundam War fields.
    expect('battlePoints' in r.cards[0]!).toBe(false)
  })

  it("rejects another game's type and Gundam War columns on other games, naming line and field", () => {
    const r = importCardsCsv(
      [
        'number,name,type,game,strike,shooting,defense,generation',
        'GD01-001,Gundam,character,,,,,',
        'FG-003,Zaku,generation,forge,,,,',
        'TS-001,X,unit,gcg,1,1,1,',
        '101010001,Y,unit,gundam-war,1,,,',
        '101050002,Z,generation,gundam-war,,,,rare',
        'X-1,W,unit,chess,,,,',
      ].join('\n'),
    )
    expect(r.cards).toEqual([])
    expect(r.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'type'],
      [3, 'type'],
      [4, 'strike'],
      [4, 'shooting'],
      [4, 'defense'],
      [5, 'strike'],
      [6, 'generation'],
      [7, 'game'],
    ])
    expect(r.errors[0]!.message).toContain('not a Gundam Card Game card type')
    expect(r.errors[1]!.message).toContain('not a Gundam Forge card type')
  })

  it('round-trips Gundam War and Forge cards', () => {
    const first = importCardsCsv(
      [
        'number,name,type,game,color,cost,corps_generator,total_generator,strike,shooting,defense,zones,printed_number,generation',
        '101010036,テストキャノン,UNIT,gundam-war,blue,3,2,4,3,*,4,Earth;Space,U-36,',
        '101050001,青G,GENERATION,gundam-war,blue,,,,,,,,G-1,special',
        'FG-001,Basic Resource,Basic Resource,forge,,,,,,,,,,',
      ].join('\n'),
    )
    expect(first.errors).toEqual([])
    const again = importCardsCsv(exportCardsCsv(first.cards))
    expect(again.errors).toEqual([])
    expect(again.cards).toEqual(first.cards)
  })
})
