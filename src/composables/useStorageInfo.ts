import { onMounted, ref } from 'vue'
import { requestPersistentStorage, storageInfo, type StorageInfo } from '~/platform/storage'

/** How much this site stores, and whether the browser promised to keep it; read on mount. */
export function useStorageInfo() {
  const info = ref<StorageInfo | null>(null)
  /** The browser's answer to the last "keep my data" request; null before one. */
  const asked = ref<boolean | null>(null)
  async function refresh() {
    info.value = await storageInfo()
  }
  async function persist() {
    asked.value = await requestPersistentStorage()
    await refresh()
  }
  onMounted(refresh)
  return { info, asked, refresh, persist }
}
