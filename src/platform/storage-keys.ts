/**
 * Every key gundeck keeps in the browser's web storage, in one place and one style (`gundeck:<name>`),
 * so two features never share a key by accident and a reader can see everything a site-data wipe
 * leaves behind. public/image-policy.js reads `imageHosts` before the app's script runs, so it spells
 * that one out too.
 */
export const STORAGE_KEYS = {
  /** The chosen colour theme, read again at start before the first paint. */
  theme: 'gundeck:theme',
  /** The chosen language ('auto' or a tag), read again at start so the first screen is already in it. */
  language: 'gundeck:language',
  /** A settings change shown but perhaps not yet in the database (a JSON patch), laid over the stored ones at start. */
  settingsPending: 'gundeck:settings-pending',
  /** The origins card images may come from (a JSON array), for the Content-Security-Policy. */
  imageHosts: 'gundeck:image-hosts',
  /** When the image cache stopped itself (space low or the site's data wiped). */
  imageCachePaused: 'gundeck:image-cache-paused',
  /** When the browser was asked to keep the site's data. */
  askedToKeepData: 'gundeck:asked-to-keep-data',
  /** The storage bucket the database moved to after a damaged one. */
  databaseBucket: 'gundeck:database-bucket',
  /** The database's twin: what the database held, to notice when it was deleted. */
  storeRecord: 'gundeck:store',
  /** A loss gundeck found and has not shown yet. */
  storeLoss: 'gundeck:store-loss',
  /** The sync account (server, user, database; never a password), kept to sign in again after the database is lost. */
  syncAccount: 'gundeck:sync-account',
  /** This browser's device id (History, sync). */
  device: 'gundeck:device',
  /** The decks' copy as one value, from before it was kept a deck a key (read once, then removed). */
  oldDecksCopy: 'gundeck:decks-copy',
  /** sessionStorage: saving was halted on a storage error, and stays halted over a reload of the tab. */
  storageHalted: 'gundeck:storage-halted',
  /** sessionStorage: this tab moved the database into a new store (once per tab, so a failing one never loops). */
  storageMoved: 'gundeck:storage-moved',
} as const

/** Keys kept one per deck (or per deck and page): the prefix, then the id. */
export const STORAGE_KEY_PREFIXES = {
  /** The decks' copy, which outlives the browser deleting the database. */
  deckCopy: 'gundeck:deck-copy:',
  /** A page's unsaved working copy of a deck: `<prefix><deck>:<page>`. */
  journal: 'gundeck:journal:',
  /** The Simulate page's last question for a deck. */
  simQuestion: 'gundeck:sim-question:',
} as const

/** Keys an earlier gundeck wrote in another style, read once where they still hold something. */
export const FORMER_KEYS = {
  storageHalted: 'gundeck.storage-halted',
  simQuestion: (deckId: string) => `gundeck.sim-question.${deckId}`,
} as const
