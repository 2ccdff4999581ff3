/**
 * What sync (src/sync) and the app's workers (src/workers) report, worded by the view that shows it; the
 * Sync panel's problems themselves are in stores.ts (`sync`).
 */
export default {
  // The page's address in a CORS problem, when there is none (outside a browser).
  thisAddress: 'this address',
  // A problem sync tries again after (sync/replication.ts): the problem, then that changes wait here.
  retrying: {
    offline: 'This device is offline. Changes are kept here; trying again.',
    cors: 'No answer from {server}: the server is down, or it does not allow this page ({origin}) to use it (CORS with credentials). Changes are kept here; trying again.',
    serverStatus: 'The sync server answered {status}. Changes are kept here; trying again.',
  },
  // A change the bridge could not sync (sync/bridge.ts), said after stores.sync.changeFailed.
  change: {
    keptChanging: 'The deck {deck} kept changing while it was synced; it will be tried again.',
    refused: 'The sync copy refused {id}: {reason}',
  },
  // What the Sync panel tells (sync/bridge.ts).
  notices: {
    backWithEdit: '“{name}” was deleted on one device and edited on another: it is back, with the edit.',
  },
  // A worker failing (workers/client.ts): its answer unreadable, or the worker stopped, with what was said.
  workers: {
    invalid: 'invalid',
    unknownError: 'unknown error',
    // The Simulate page's worker (composables/useSimulationWorker.ts).
    simulation: {
      badAnswer: 'bad message from the simulation worker: {detail}',
      stopped: 'the simulation worker stopped: {detail}',
      notStarted: 'the simulation worker could not start: {detail}',
      disposed: 'the simulation was stopped',
    },
  },
  // What a drop on the Event desk left out (composables/useDroppedFiles.ts).
  drop: {
    leftOut:
      '{n} file in the folder is not a deck list (.txt, .csv, .json or .zip) and was left out | {n} files in the folder are not a deck list (.txt, .csv, .json or .zip) and were left out',
    fileUnreadable: '{path}: this file cannot be read ({detail})',
    folderUnreadable: '{path}/: this folder cannot be read ({detail}); the lists in it were not checked',
  },
}
