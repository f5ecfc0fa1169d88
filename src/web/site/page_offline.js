// The page installed and played offline (docs/guide.md, "The web page"), part of marienbad.js:
// the service worker (service-worker.js, written by the build with the site's hash in its cache's
// name) registered once the page is served over http(s); it keeps the site from the first visit.
(function () {
  'use strict';
  if ('serviceWorker' in navigator && window.location.protocol.startsWith('http')) {
    window.addEventListener('load', () => {
      navigator.serviceWorker.register('service-worker.js').catch(() => {
        // Not kept for offline play (a private window, an old browser): the page still plays.
      });
    });
  }
}());
