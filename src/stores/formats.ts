import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { banListFor, FORMATS } from '~/engine/formats/registry'

/** The formats users can check against, with the one they chose; rules stay in the engine. */
export const useFormatsStore = defineStore('formats', () => {
  const selectedId = ref('gcg')
  const formats = computed(() => [...FORMATS.values()])
  const selected = computed(() => FORMATS.get(selectedId.value) ?? formats.value[0]!)
  const banList = computed(() => banListFor(selected.value))
  function select(id: string) {
    if (FORMATS.has(id)) selectedId.value = id
  }
  return { selectedId, formats, selected, banList, select }
})
