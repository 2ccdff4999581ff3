/**
 * The formats' names as players read them (a picker, a badge, a note), by format id in camel case
 * ('gcg-open' is `gcgOpen`); English is data/formats/*.json's own `name`, which a test keeps alike.
 * A format not listed shows its data's name.
 */
export default {
  gcg: 'Gundam Card Game (official ban list)',
  gcgOpen: 'Gundam Card Game (open, no ban list)',
  forge: 'Gundam Forge (beta)',
  gundamWar: 'Gundam War (50-card deck)',
  gundamWarStarter: 'Gundam War (30-card starter decks)',
}
