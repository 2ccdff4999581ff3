import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { watchForUpdates } from './pwa'
import { router } from './router'
import { useAppUpdateStore } from './stores/app-update'
import './styles/base.css'
import { applyTheme, cachedTheme } from './composables/useTheme'

applyTheme(cachedTheme())

const pinia = createPinia()
createApp(App).use(pinia).use(router).mount('#app')
watchForUpdates(useAppUpdateStore(pinia))
