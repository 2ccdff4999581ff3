/**
 * What the stores report to the player, kept there as a code and its values and worded here
 * (composables/useStoreMessages.ts): a backup or a restore, the sync panel's problems.
 */
export default {
  backup: {
    saved: 'Backup saved: {contents}.',
    savedLeft: 'Backup saved: {contents}. {left}',
    decks: '{n} deck | {n} decks',
    history: '{n} history entry | {n} history entries',
    playtests: '{n} saved playtest | {n} saved playtests',
    cards: '{n} card | {n} cards',
    separator: ', ',
    left: '{n} unreadable record is not in it: download it with "{button}" below. | {n} unreadable records are not in it: download them with "{button}" below.',
    failed: 'The backup could not be made: {reason}',
    noCopyHalted: 'nothing was read from this device before saving stopped, and no copy of your decks was found',
    noCopy: 'no copy of your decks was found',
    nothingChanged: '{problem} Nothing was changed.',
    tooBig: '{problem}.',
    notABackup: '{file}: {detail}',
    notText: '{file} is not UTF-8 text.',
    unreadable: '{file} could not be read: {detail}',
    restored: 'Restored {decks} and {history}{playtests} from {file}.',
    restoredSkipped: 'Restored {decks} and {history}{playtests} from {file}. {skipped}',
    restoredPlaytests: ' (and {playtests})',
    skipped:
      '{n} saved playtest in it could not be read and was left out ({names}). | {n} saved playtests in it could not be read and were left out ({names}).',
    skippedMore: '{names}; and {n} more',
    nameSeparator: '; ',
    quota:
      'The browser has no room left for this site’s data, so nothing was saved and your previous data is unchanged. Free some disk space (or remove other sites’ data) and try again.',
    restoreFailed: 'The restore failed, so nothing was changed: {detail}',
  },
  // The Event desk (stores/event-desk.ts).
  desk: {
    noCards: 'There is no card data yet: download or import the card list on the Cards page first, then drop the lists again.',
    checkFailed: 'The lists could not be checked: {detail}',
    // The desk's worker failing (workers/client.ts), said after checkFailed; `detail` as the browser said it, else sync.workers' words.
    badAnswer: 'bad message from the checker: {detail}',
    stopped: 'the checker stopped: {detail}',
    nothingPasted: 'Nothing to check: paste one or more deck lists, separated by a line of dashes (---).',
    gone: 'That event is no longer saved.',
    unreadable: 'The saved event cannot be read (it stays stored): {detail}',
    saved: 'Saved "{name}" ({n} list). | Saved "{name}" ({n} lists).',
    full: 'The device is out of space: this event is kept in this tab only until space is freed.',
    saveFailed: 'The event could not be saved: {detail}',
    listFailed: 'The saved events could not be read: {detail}',
  },
  // The card names import on the Card data page (stores/card-names.ts).
  names: {
    tooBig: '{problem}: that is no names file. Nothing was changed.',
    refused: '{file} was not imported ({errors}); the names you had are unchanged.',
    errors: '{n} error | {n} errors',
    imported: '{n} {language} name imported from {file}. | {n} {language} names imported from {file}.',
    replaced:
      '{n} {language} name imported from {file}, in place of that language’s names before. | {n} {language} names imported from {file}, in place of that language’s names before.',
    saveFailed: 'The names could not be saved: {detail}. The names you had are unchanged.',
  },
  // The Sync panel's problems (src/sync/session.ts has the English the panel shows; these are for the other languages' shape).
  sync: {
    addressInvalid: '“{typed}” is not a server address (it should look like https://couch.example.org).',
    addressProtocol: 'The server address must start with https:// (or http:// on this computer).',
    offline: 'This device is offline. Changes are kept here and sent when it is back online.',
    cors: 'No answer from {server}: the server is down, or it does not allow this page ({origin}) to use it (CORS with credentials). Changes are kept here.',
    noName: 'Enter your user name.',
    wrongPassword: 'Wrong user name or password.',
    refused: 'The server refused to sign in ({status}{reason}).',
    reason: ': {reason}',
    notCouch: '{server} did not answer as a CouchDB server does (/_session).',
    expired: 'Your session on the sync server has ended: sign in again. Changes made meanwhile are kept here and sent then.',
    forbidden: 'The server does not let {name} use the database {db}. Changes are kept here. Check the account on the server.',
    noDatabase: 'The server has no database {db} for {name} (is couch_peruser on?). Changes are kept here.',
    serverStatus: 'The sync server answered {status}. Changes are kept here and it will be tried again.',
    retrying: '{problem} Changes are kept here; trying again.',
    changeFailed: 'A change could not be synced and will be tried again: {detail}',
  },
  // Why a page cannot show its deck (stores/decks.ts: the one deck loader), in the editor, Playtest and Simulate.
  deck: {
    loading: 'Opening the deck…',
    missing: 'There is no deck with this address.',
    deleted: 'This deck was deleted.',
    error: 'The deck could not be read. {detail}',
  },
  // The deck editor's notices about the deck open in it (stores/deck-editor.ts).
  editor: {
    recovered: 'Your last edits from before the page was closed or reloaded were saved.',
    recoveredKept: 'Edits left unsaved when a page was closed are kept in History: this deck had been changed in another tab since.',
    deletedElsewhere: 'This deck was deleted in another tab. Your copy stays open; save it as a new deck to keep it.',
    updated: 'Updated with changes from another tab.',
    keptInHistory:
      'This deck was changed in another tab or restored from a backup. Your unsaved edits are kept in History: open History to compare or restore them.',
    notKept:
      'This deck was changed in another tab, and your unsaved edits could not be kept in History ({detail}). They stay here; they are saved on top when storage works again.',
    conflict: 'Another tab had changed this deck: its version is kept in History.',
    gone: 'This deck no longer exists (deleted in another tab?).',
    saveFailed: 'Saving failed: {detail}. Your changes are kept here; gundeck will retry.',
  },
  // A write that failed, in the editor, on the Decks page and in the collection (stores/storage.ts).
  storage: {
    full: 'Not saved: this device is out of storage space. Your changes are kept in this tab; do not close it. Free some space, then press Try again.',
    unopenable: 'Not saved: gundeck cannot open its saved data on this device. The notice at the top of the page says what you can do.',
    // Try again, still with no room; the decks' copy put into a new database, failed (components/app/AppStorage*.vue).
    noRoom: 'There is still no room: nothing more was saved. Free more space and try again.',
    putBackFailed: 'Your decks could not be put back: {detail}',
    putBack: { 'no-buckets': 'this browser cannot keep a second database for gundeck', 'not-kept': 'the browser would not keep where they are' },
  },
  // Storage refused a new deck's content (db/decks-repository.ts): each field and the schema's words.
  refused: {
    text: 'The deck cannot be saved: {issues}{more}.',
    more: ' (and {n} more)',
    separator: '; ',
    deck: 'deck',
  },
  // The card data (stores/cards.ts): an import, a restore, a rebuild, an update check.
  cards: {
    // The counts of an import as digits, as the report's table shows them.
    imported: 'Imported {cards} cards ({printings} printings){skipped}.',
    cards: '{n} cards',
    skipped: ', {n} skipped',
    notText: '{file} is not UTF-8 text. Nothing was changed.',
    notTextUnnamed: 'The file is not UTF-8 text. Nothing was changed.',
    downloadFailed: '{detail} Your card data is unchanged.',
    openFailed: 'The card database could not be opened: {detail}',
    attribution:
      'Card data from the gcg-api data set, available under the Open Database License (ODbL) 1.0. Not affiliated with Bandai; Gundam and card names are property of Bandai.',
    cancelledSaving: 'Cancelled while saving. Nothing was changed.',
    fullImport:
      'Not imported: this device is out of storage space, so gundeck has stopped saving. Your previous card data is unchanged. Free some space, press Try again, then import again.',
    saveFailed: 'Saving failed, so your previous card data is unchanged: {detail}',
    kept: 'Nothing was changed: your {cards} are kept.',
    noPrevious: 'No previous card data is kept, so nothing was changed.',
    fullRestore:
      'Not restored: this device is out of storage space, so gundeck has stopped saving. Your card data is unchanged. Free some space, press Try again, then restore again.',
    restoreFailed: 'Restoring failed, so your card data is unchanged: {detail}',
    restored: 'Restored the previous card data: {cards}{label}. The data it replaced is kept; restore again to bring it back.',
    label: ' ({label})',
    rebuilt: 'The card list was rebuilt from the files of your last import, kept on this device: {cards} ({label}, imported {date}).',
    rebuildFailed: 'The card list could not be rebuilt from the files kept on this device: {detail}',
    tooBig: '{problem}. Nothing was changed.',
    importCancelled: 'Import cancelled. Nothing was changed.',
    noVersion: 'The data set publishes no version to compare; download it again to be sure.',
    upToDate: 'Up to date (version {version}).',
    newVersion: 'A new version is available: {version}{have}.',
    have: ' (you have {have})',
  },
}
