import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { legalFixture } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { run } from './main'

// The --json output is a contract: these are its exact bytes (keys, order, indentation, line breaks) for
// a folder of lists with violations and warnings that carry code and params, an unreadable link and an
// unreadable file, as printed in this process, by the command through a pipe, and for a folder big
// enough to fill the pipe many times over.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-json-'))
const f = legalFixture()
const cards = join(dir, 'cards.csv')
writeFileSync(cards, exportCardsCsv(f.cards))
const LISTS: [string, string | Buffer][] = [
  ['a.txt', ['Blue Storm', '5 TS01-100 Fixture 9', '2 TS01-101', 'nonsense line', 'Resource deck', '10 TR-001'].join('\n')],
  // No resource deck (assumed), and a name with a bidi control, which the JSON escapes.
  ['b.txt', ['4 TS01-102', '4 TS01-103 ガンダム \u202eevil'].join('\n')],
  ['c.txt', 'https://www.bandai-tcg-plus.com/deck_recipe?deck=Ab1.Cd2&deck_code=ZZ99&game_title_id=15\n'],
  ['late/d.csv', 'section,count,number,printing,name\nmain,4,TS01-104,,\nmain,4,TS09-001,,Newer "Card"\nresource,10,TR-001,,\n'],
  ['late/e.txt', Buffer.from([0x34, 0x20, 0xff, 0xfe])],
]
const write = (path: string, data: string | Buffer) => {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, data)
}
const lists = join(dir, 'event')
for (const [name, data] of LISTS) write(join(lists, name), data)

/** What the command prints in this process: each piece as gundeck.ts writes it, with its line break. */
function cli(...argv: string[]) {
  const out: string[] = []
  const code = run(argv, { out: (t) => out.push(t), err: () => {} })
  return { code, out: out.map((t) => t + '\n').join('') }
}

/** The command as a process, its standard output a pipe. */
function gundeck(...argv: string[]) {
  const r = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.node.json', 'cli/gundeck.ts', ...argv], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

const at = (text: string) => text.split('<dir>').join(dir)

const FOLDER = String.raw`[
  {
    "file": "<dir>/event/a.txt",
    "format": "gcg",
    "legal": false,
    "status": "not-legal",
    "deck": {
      "main": [
        {
          "number": "TS01-100",
          "printing": null,
          "count": 5
        },
        {
          "number": "TS01-101",
          "printing": null,
          "count": 2
        }
      ],
      "resource": [
        {
          "number": "TR-001",
          "printing": null,
          "count": 10
        }
      ],
      "sideboard": []
    },
    "violations": [
      {
        "rule": "parse-error",
        "ref": "deck list",
        "severity": "error",
        "message": "line 4: cannot read \"nonsense line\": expected a count and a card, e.g. \"4 GD01-001 Gundam\", \"4x GD01-001\" or \"4 Gundam\"",
        "cards": [],
        "lines": [
          4
        ],
        "code": "line.unreadable",
        "params": {
          "text": "nonsense line"
        }
      },
      {
        "rule": "main-deck-size",
        "ref": "5-1-1, Q1",
        "severity": "error",
        "message": "Main deck has 7 cards; it must have exactly 50 (5-1-1, Q1)",
        "cards": [],
        "lines": [],
        "code": "section-size",
        "params": {
          "section": "main",
          "copies": 7,
          "min": 50,
          "max": 50
        }
      },
      {
        "rule": "copy-limit",
        "ref": "5-1-1-3, Q3, Q4",
        "severity": "error",
        "message": "5 copies of TS01-100 Fixture 0; at most 4 of one card number (5-1-1-3, Q3, Q4)",
        "cards": [
          "TS01-100"
        ],
        "lines": [
          2
        ],
        "code": "copy-limit",
        "params": {
          "copies": 5,
          "card": {
            "number": "TS01-100",
            "name": "Fixture 0"
          },
          "byName": false,
          "printings": [
            "TS01-100"
          ],
          "withSideboard": false,
          "max": 4
        }
      }
    ],
    "warnings": [
      {
        "rule": "name-mismatch",
        "ref": "2-1-1",
        "severity": "warning",
        "message": "TS01-100 is Fixture 0, but the list calls it \"Fixture 9\": check the card number",
        "cards": [
          "TS01-100"
        ],
        "lines": [
          2
        ],
        "code": "name-mismatch",
        "params": {
          "number": "TS01-100",
          "name": "Fixture 0",
          "written": "Fixture 9"
        }
      }
    ]
  },
  {
    "file": "<dir>/event/b.txt",
    "format": "gcg",
    "legal": false,
    "status": "not-legal",
    "deck": {
      "main": [
        {
          "number": "TS01-102",
          "printing": null,
          "count": 4
        },
        {
          "number": "TS01-103",
          "printing": null,
          "count": 4
        }
      ],
      "resource": [
        {
          "number": "R-001",
          "printing": null,
          "count": 10
        }
      ],
      "sideboard": []
    },
    "violations": [
      {
        "rule": "unknown-card",
        "ref": "2-1 (card number)",
        "severity": "error",
        "message": "Unknown card number R-001: it is not in the card database; unchecked: the list cannot be fully checked until the card data is updated (or the number is corrected)",
        "cards": [
          "R-001"
        ],
        "lines": [],
        "code": "unknown-card.unknown-number",
        "params": {
          "number": "R-001",
          "written": null,
          "sharedPrintedNumber": false
        }
      },
      {
        "rule": "main-deck-size",
        "ref": "5-1-1, Q1",
        "severity": "error",
        "message": "Main deck has 8 cards; it must have exactly 50 (5-1-1, Q1)",
        "cards": [],
        "lines": [],
        "code": "section-size",
        "params": {
          "section": "main",
          "copies": 8,
          "min": 50,
          "max": 50
        }
      }
    ],
    "warnings": [
      {
        "rule": "assumed-resources",
        "ref": "5-1-1, Q5",
        "severity": "warning",
        "message": "Resource deck not given: the standard 10 Resources (10 x R-001) were assumed",
        "cards": [
          "R-001"
        ],
        "lines": [],
        "code": "assumed-resources",
        "params": {
          "copies": 10,
          "number": "R-001"
        }
      },
      {
        "rule": "name-mismatch",
        "ref": "2-1-1",
        "severity": "warning",
        "message": "TS01-103 is Fixture 3, but the list calls it \"ガンダム \u202eevil\": check the card number",
        "cards": [
          "TS01-103"
        ],
        "lines": [
          2
        ],
        "code": "name-mismatch",
        "params": {
          "number": "TS01-103",
          "name": "Fixture 3",
          "written": "ガンダム \u202eevil"
        }
      }
    ]
  },
  {
    "file": "<dir>/event/c.txt",
    "format": "gcg",
    "legal": false,
    "status": "unreadable",
    "deck": {
      "main": [],
      "resource": [],
      "sideboard": []
    },
    "violations": [
      {
        "rule": "unreadable",
        "ref": "deck list",
        "severity": "error",
        "message": "this list is a Bandai TCG+ deck link (https://www.bandai-tcg-plus.com/deck_recipe?deck=Ab1.Cd2&deck_code=ZZ99&game_...), which gundeck cannot read: in the Bandai TCG+ app or site, copy the deck as text (its text export) and paste that instead, one card a line (\"4 GD01-001\"). The link's deck= holds one 3-character token per copy, a base-64 number that is the TCG+ app's own id of that printing (Japanese and English printings, parallels and reprints each have their own), and turning those ids into card numbers needs Bandai's id table, which is not public",
        "cards": [],
        "lines": [
          1
        ],
        "code": "list.tcg-plus-link",
        "params": {
          "url": "https://www.bandai-tcg-plus.com/deck_recipe?deck=Ab1.Cd2&deck_code=ZZ99&game_...",
          "copies": null
        }
      }
    ],
    "warnings": []
  },
  {
    "file": "<dir>/event/late/d.csv",
    "format": "gcg",
    "legal": false,
    "status": "not-legal",
    "deck": {
      "main": [
        {
          "number": "TS01-104",
          "printing": null,
          "count": 4
        },
        {
          "number": "TS09-001",
          "printing": null,
          "count": 4
        }
      ],
      "resource": [
        {
          "number": "TR-001",
          "printing": null,
          "count": 10
        }
      ],
      "sideboard": []
    },
    "violations": [
      {
        "rule": "unknown-card",
        "ref": "2-1 (card number)",
        "severity": "error",
        "message": "Unknown card number TS09-001 (\"Newer \"Card\"\"): it is not in the card database; unchecked: the list cannot be fully checked until the card data is updated (or the number is corrected)",
        "cards": [
          "TS09-001"
        ],
        "lines": [
          3
        ],
        "code": "unknown-card.unknown-number",
        "params": {
          "number": "TS09-001",
          "written": "Newer \"Card\"",
          "sharedPrintedNumber": false
        }
      },
      {
        "rule": "main-deck-size",
        "ref": "5-1-1, Q1",
        "severity": "error",
        "message": "Main deck has 8 cards; it must have exactly 50 (5-1-1, Q1)",
        "cards": [],
        "lines": [],
        "code": "section-size",
        "params": {
          "section": "main",
          "copies": 8,
          "min": 50,
          "max": 50
        }
      }
    ],
    "warnings": []
  },
  {
    "file": "<dir>/event/late/e.txt",
    "format": "gcg",
    "legal": false,
    "status": "unreadable",
    "deck": {
      "main": [],
      "resource": [],
      "sideboard": []
    },
    "violations": [
      {
        "rule": "unreadable",
        "ref": "deck list",
        "severity": "error",
        "message": "it is not UTF-8 text",
        "cards": [],
        "lines": [],
        "code": "file.not-utf8",
        "params": {}
      }
    ],
    "warnings": []
  }
]
`

const ONE = String.raw`{
  "file": "<dir>/event/a.txt",
  "format": "gcg",
  "legal": false,
  "status": "not-legal",
  "deck": {
    "main": [
      {
        "number": "TS01-100",
        "printing": null,
        "count": 5
      },
      {
        "number": "TS01-101",
        "printing": null,
        "count": 2
      }
    ],
    "resource": [
      {
        "number": "TR-001",
        "printing": null,
        "count": 10
      }
    ],
    "sideboard": []
  },
  "violations": [
    {
      "rule": "parse-error",
      "ref": "deck list",
      "severity": "error",
      "message": "line 4: cannot read \"nonsense line\": expected a count and a card, e.g. \"4 GD01-001 Gundam\", \"4x GD01-001\" or \"4 Gundam\"",
      "cards": [],
      "lines": [
        4
      ],
      "code": "line.unreadable",
      "params": {
        "text": "nonsense line"
      }
    },
    {
      "rule": "main-deck-size",
      "ref": "5-1-1, Q1",
      "severity": "error",
      "message": "Main deck has 7 cards; it must have exactly 50 (5-1-1, Q1)",
      "cards": [],
      "lines": [],
      "code": "section-size",
      "params": {
        "section": "main",
        "copies": 7,
        "min": 50,
        "max": 50
      }
    },
    {
      "rule": "copy-limit",
      "ref": "5-1-1-3, Q3, Q4",
      "severity": "error",
      "message": "5 copies of TS01-100 Fixture 0; at most 4 of one card number (5-1-1-3, Q3, Q4)",
      "cards": [
        "TS01-100"
      ],
      "lines": [
        2
      ],
      "code": "copy-limit",
      "params": {
        "copies": 5,
        "card": {
          "number": "TS01-100",
          "name": "Fixture 0"
        },
        "byName": false,
        "printings": [
          "TS01-100"
        ],
        "withSideboard": false,
        "max": 4
      }
    }
  ],
  "warnings": [
    {
      "rule": "name-mismatch",
      "ref": "2-1-1",
      "severity": "warning",
      "message": "TS01-100 is Fixture 0, but the list calls it \"Fixture 9\": check the card number",
      "cards": [
        "TS01-100"
      ],
      "lines": [
        2
      ],
      "code": "name-mismatch",
      "params": {
        "number": "TS01-100",
        "name": "Fixture 0",
        "written": "Fixture 9"
      }
    }
  ]
}
`

describe('--json, byte for byte', () => {
  it('a folder of lists: one array, each list as JSON.stringify indents it', () => {
    expect(cli('validate', lists, '--cards', cards, '--json')).toEqual({ code: 1, out: at(FOLDER) })
  })

  it('one list: its value alone', () => {
    expect(cli('validate', join(lists, 'a.txt'), '--cards', cards, '--json')).toEqual({ code: 1, out: at(ONE) })
  })

  it('the same bytes from the command through a pipe, and for a folder of 500 lists in one thread and with a reading thread', () => {
    expect(gundeck('validate', lists, '--cards', cards, '--json')).toEqual({ code: 1, out: at(FOLDER), err: '' })
    // 100 copies of each list, in one folder: each element is the pinned one, its file renamed.
    const many = join(dir, 'many')
    const pinned = FOLDER.slice(2, -3).split(/(?<=\n {2}}),\n/)
    expect(pinned).toHaveLength(LISTS.length)
    const elements: string[] = []
    LISTS.forEach(([name, data], k) => {
      for (let i = 0; i < 100; i++) {
        const file = join(many, `${name.replace(/^late\//, '').replace('.', `-${String(i).padStart(3, '0')}.`)}`)
        write(file, data)
        elements.push(pinned[k]!.replace(`"file": "<dir>/event/${name}"`, `"file": "${file}"`))
      }
    })
    const expected = at(`[\n${elements.join(',\n')}\n]\n`)
    expect(expected.length).toBeGreaterThan(8 * 65536)
    expect(cli('validate', many, '--cards', cards, '--json')).toEqual({ code: 1, out: expected })
    for (const jobs of ['1', '2']) expect(gundeck('validate', many, '--cards', cards, '--json', '--jobs', jobs)).toEqual({ code: 1, out: expected, err: '' })
  }, 60_000)
})
