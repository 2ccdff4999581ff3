/**
 * The words around what the card file readers, the backup and the event desk's readers say
 * (io/, workers/): their problems themselves are the engine's codes, rendered by src/engine/messages.
 */
export default {
  // A card file's problem, after its place (`line 3, field “level”:`).
  place: '{place}:',
}
