// Runs before the app (a classic script in index.html, before any module and any image). The policy in
// index.html allows images from any https host, since the card data and the user's image template may
// name any; this adds a second policy allowing only the hosts the app stored last time (the card
// data's image hosts and the template's: src/stores/card-images.ts). A browser enforces every policy
// a page has, so images load only from those. A policy can be added, never loosened: a new host
// applies after a reload, which the app offers.
;(function () {
  var hosts = ['https://www.gundam-gcg.com']
  try {
    var stored = JSON.parse(localStorage.getItem('gundeck:image-hosts') || 'null')
    // Only plain origins: nothing stored by hand can add a keyword or a wildcard to the policy.
    if (Array.isArray(stored))
      hosts = stored.filter(function (h) {
        return typeof h === 'string' && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(h)
      })
  } catch {
    // No storage or an unreadable entry: the default hosts.
  }
  var meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = "img-src 'self' data: blob:" + (hosts.length ? ' ' + hosts.join(' ') : '')
  meta.setAttribute('data-image-hosts', JSON.stringify(hosts))
  document.head.appendChild(meta)
})()
