import { onMounted, readonly, ref, type Ref } from 'vue'
import { afterPaint } from '~/platform/schedule'

/**
 * False until the component's first frame has been painted: what a screen does not show at once can wait
 * for it, so a slow phone paints what it does show sooner.
 */
export function useFirstPaint(): Readonly<Ref<boolean>> {
  const painted = ref(false)
  onMounted(() => afterPaint(() => (painted.value = true)))
  return readonly(painted)
}
