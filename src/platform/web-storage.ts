/** The browser's localStorage, or null where there is none or the user's settings disable it (reading it throws then). */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
