// The page header's description in index.html's static frame, painted with it (issue 14).
//
// A classic script that index.html runs right after the frame's markup, while it parses: the
// description is then in the first paint, seconds before React DOM and the page's code have arrived
// and run on a phone on slow 4G. It is the largest text of most pages (Lighthouse's LCP element);
// React's first frame (src/app/shell/PortalFrame.tsx) then paints the very same text on the very
// same spot. Not bundled (public/), so it costs one small request and no chunk of its own; the CSP
// allows it (same origin), which it would not an inline script.
//
// Only with a session in this tab (signed out, the sign-in view comes instead of the page), in its
// language: the stored user's `locale` claim as the profile reads it (src/auth/profile.ts). The
// texts are the pages' own (src/app/pages.ts, the catalogs); src/app/boot-description.test.ts runs
// this file and checks them for every page and both languages.
(function () {
  // [English, German], as the catalogs have them.
  var texts = [
    [
      'The main KPIs of the chosen period, their course per day, and the requests that matter most.',
      'Die wichtigsten KPIs des gewählten Zeitraums, ihr Verlauf pro Tag und die wichtigsten Anfragen.',
    ],
    [
      'The KPIs of all requests that match a text, together and one by one.',
      'Die KPIs aller Anfragen, die zu einem Text passen – zusammen und einzeln.',
    ],
    [
      'Synonym rules make the engine find the same products for words shoppers use interchangeably.',
      'Mit Synonymregeln findet die Engine dieselben Produkte für Wörter, die Kunden gleichbedeutend verwenden.',
    ],
    [
      'A redirect sends shoppers who search for one of its terms straight to a page instead of the search results.',
      'Eine Weiterleitung führt Kundinnen und Kunden, die nach einem ihrer Begriffe suchen, direkt auf eine Seite statt zu den Suchergebnissen.',
    ],
    [
      'Experience rules favour products that share the features of chosen products for a search query.',
      'Experience-Regeln bevorzugen für einen Suchbegriff Produkte, die die Merkmale ausgewählter Produkte teilen.',
    ],
    [
      'Choose products whose features the rule favours for its queries, weigh them, and watch the preview before saving.',
      'Wählen Sie Produkte, deren Merkmale die Regel für ihre Suchbegriffe bevorzugt, gewichten Sie sie und prüfen Sie die Vorschau vor dem Speichern.',
    ],
    [
      'Choose the products recommended with a product, in your order, optionally only for a while.',
      'Legen Sie fest, welche Produkte zu einem Produkt empfohlen werden – in Ihrer Reihenfolge und auf Wunsch nur für einen bestimmten Zeitraum.',
    ],
    [
      'Products ranked by how they are trending, with their Pulse KPIs today, their rank over the last days, and their pins.',
      'Produkte nach ihrem aktuellen Trend gerankt – mit ihren heutigen Pulse-KPIs, ihrem Rang der letzten Tage und ihren Pins.',
    ],
    [
      'Local pins fix a product at a position of the result list of one query or one navigation page, optionally only for a while. Global pins are set in Pulse.',
      'Lokale Pins fixieren ein Produkt an einer Position der Ergebnisliste eines Suchbegriffs oder einer Navigationsseite – auf Wunsch nur für einen bestimmten Zeitraum. Globale Pins werden in Pulse gesetzt.',
    ],
  ];
  // Per page path, the index of its description in `texts`.
  var descriptionOf = {
    '/search/overview': 0,
    '/search/dashboard': 0,
    '/search/explore': 1,
    '/navigation/overview': 0,
    '/navigation/explore': 1,
    '/recommendations/grece': 0,
    '/recommendations/gbr': 0,
    '/recommendations/gce': 0,
    '/recommendations/gre': 0,
    '/configuration/synonyms/list': 2,
    '/merchandising/redirects': 3,
    '/merchandising/experience': 4,
    '/merchandising/experience/editor': 5,
    '/merchandising/recommendations': 6,
    '/merchandising/pulse': 7,
    '/merchandising/pulse/pins': 8,
  };
  // The sign-in client's stored user: oidcStorePrefix + 'user:' (src/auth/stored-user.ts).
  var storedUserPrefix = 'engine-portal.oidc.user:';

  function sessionLanguage() {
    try {
      var storage = window.sessionStorage;
      for (var index = 0; index < storage.length; index += 1) {
        var key = storage.key(index);
        if (!key || key.indexOf(storedUserPrefix) !== 0) continue;
        var stored = JSON.parse(storage.getItem(key) || 'null');
        if (!stored || typeof stored.access_token !== 'string' || stored.access_token === '') continue;
        if (typeof stored.expires_at === 'number' && stored.expires_at <= Math.floor(Date.now() / 1000))
          continue;
        var locale = stored.profile && stored.profile.locale;
        // As toSupportedLocale (src/i18n/i18n.ts): German for 'de', 'de-CH', 'de_AT'; else English.
        return typeof locale === 'string' && locale.trim().toLowerCase().split(/[-_]/)[0] === 'de'
          ? 'de'
          : 'en';
      }
    } catch (error) {
      // Storage blocked or an unreadable entry: the frame keeps 'Loading...' alone.
    }
    return null;
  }

  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var entry = Object.prototype.hasOwnProperty.call(descriptionOf, path)
    ? texts[descriptionOf[path]]
    : undefined;
  var element = document.querySelector('.boot-description');
  var language = entry && element ? sessionLanguage() : null;
  if (!language) return;
  element.textContent = entry[language === 'de' ? 1 : 0];
  element.closest('.boot-main').classList.add('boot-with-page');
  document.documentElement.lang = language;
})();
