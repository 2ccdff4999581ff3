/**
 * The storage notices on every page (components/app/AppStorage*.vue): the disk is full, or the browser
 * lost or will not open gundeck's data. What was lost and what came back is the storage catalogue's
 * (engine/messages/<language>/storage.ts); the rest is here.
 */
export default {
  full: {
    title: 'This device is out of storage space',
    stopped: 'gundeck has stopped saving, so that what is already saved stays safe. Changes since then are kept in this tab only: do not close it.',
    usage: 'gundeck’s data takes {size} on this device.',
    todo: 'Download a backup now, free some disk space (or remove other sites’ data), then press Try again.',
    backup: 'Download a backup now',
    trying: 'Trying…',
    retry: 'Try again',
  },
  loss: {
    fromServerProgress: 'Signed in to sync: bringing back what the server holds ({done} of {total})…',
    fromServerDone: 'Signed in to sync: everything the server holds (History among it) has come back from it.',
    fromServer: 'Signed in to sync: your History and everything else the server holds is coming back from it.',
    recoveringDecks: 'Putting your decks back into a new store…',
    recoveringCards: 'Rebuilding the card list from the files of your last import…',
    puttingBack: 'Putting them back…',
    putBack: 'Put my {n} deck back | Put my {n} decks back',
    downloadDecks: 'Download my decks as a backup',
    retry: 'Try again',
    backup: 'Download a backup',
    ok: 'OK',
  },
  browserSaid: 'What the browser said',
}
