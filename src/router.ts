import { createRouter, createWebHashHistory } from 'vue-router'

// Hash history: the app is static files, works offline and from any folder; searches live in the URL.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/cards' },
    { path: '/cards', name: 'cards', component: () => import('./pages/CardsPage.vue') },
    { path: '/data', name: 'data', component: () => import('./pages/CardDataPage.vue') },
    { path: '/decks', name: 'decks', component: () => import('./pages/DecksPage.vue') },
    { path: '/decks/:id', name: 'deck', component: () => import('./pages/DeckEditorPage.vue') },
    { path: '/d/:code', name: 'shared', component: () => import('./pages/SharedDeckPage.vue') },
    { path: '/decks/:id/simulate', name: 'simulate', component: () => import('./pages/SimulatePage.vue') },
    { path: '/event', name: 'event', component: () => import('./pages/EventDeskPage.vue') },
    { path: '/decks/:id/playtest', name: 'playtest', component: () => import('./pages/PlaytestPage.vue') },
    { path: '/:pathMatch(.*)*', redirect: '/cards' },
  ],
})
