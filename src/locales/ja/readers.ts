import type { Messages } from '../en'

/** The readers' words in Japanese (glossary/ja.md, "Readers and files"). */
const readers: Messages['readers'] = {
  place: '{place}：',
}

export default readers
