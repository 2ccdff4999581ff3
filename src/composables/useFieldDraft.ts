import { ref, watch, type Ref } from 'vue'

export interface FieldDraft {
  /** Bound to the box with v-model: what the user has typed so far. */
  draft: Ref<string>
  /** Hands the typed text on (when it differs), then shows what was stored: trimmed, normalised or refused. */
  commit(): void
}

/**
 * A text field's own copy of what is being typed into it. A box bound straight to the stored value
 * (`:value` with `@change`) loses the typing whenever its page re-renders before the field is left
 * (an autosave finishing is enough), because Vue writes the bound value back into the box.
 * The draft follows the stored value when that changes (undo, a restore, another tab's save), unless
 * the user has typed something of their own since: that stays until it is committed.
 */
export function useFieldDraft(stored: () => string, save: (text: string) => void): FieldDraft {
  const draft = ref(stored())
  watch(stored, (now, before) => {
    if (draft.value === before) draft.value = now
  })
  return {
    draft,
    commit() {
      if (draft.value !== stored()) save(draft.value)
      draft.value = stored()
    },
  }
}
