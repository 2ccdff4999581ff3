import type { SavedEvent } from '~/schemas/event'

/** A saved event of one legal list, as the event desk saves it. */
export function testEvent(name: string, id = `event-${name}`): SavedEvent {
  return {
    id,
    name,
    savedAt: '2026-10-01T10:00:00.000Z',
    settings: { format: 'gcg', date: '2026-10-01', assumeResources: true },
    banList: null,
    rows: [
      {
        index: 0,
        file: 'alice.txt',
        player: 'Alice',
        deck: 'Blue Storm',
        status: 'legal',
        marks: [],
        colors: ['blue'],
        sections: { main: [{ count: 4, id: 'GD01-001', name: 'Gundam' }], resource: [], sideboard: [], ex: [] },
        report: ['alice.txt', 'Blue Storm', 'legal', '0', '', '', 'assumed 10 x R-001'],
        text: '// Player: Alice\n4 GD01-001',
      },
    ],
  }
}
