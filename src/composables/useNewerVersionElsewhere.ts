import { onMounted, ref, type Ref } from 'vue'
import { database } from '~/db/database'

/**
 * True once a newer gundeck opened in another tab upgrades the database: Dexie then closes this
 * tab's connection, so the page says so rather than let saves fail quietly.
 */
export function useNewerVersionElsewhere(): Readonly<Ref<boolean>> {
  const outdated = ref(false)
  onMounted(() => {
    database().on('versionchange', () => {
      outdated.value = true
    })
  })
  return outdated
}
