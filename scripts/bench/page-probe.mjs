// Measuring from outside the app (no bench code in the product): this function is installed with
// Playwright's addInitScript, so it runs in every document before the portal's own scripts.
// It records, on `window.__benchProbe`:
// - tables: for every `<table aria-label aria-rowcount>` (src/components/VirtualTable.tsx), when its
//   first data rows were committed and painted, and with which row count;
// - canvas drawing (nivo's canvas charts): first and last draw call, and the paint after the last;
// - long tasks (PerformanceObserver 'longtask').
// "Painted" is the first task after the next animation frame, i.e. after the browser painted it.
export function installPageProbe() {
  const probe = { tables: {}, firstDraw: 0, lastDraw: 0, lastDrawPaint: 0, draws: 0, longTasks: [] };
  Object.defineProperty(window, '__benchProbe', { value: probe });

  const afterPaint = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
  probe.afterPaint = afterPaint;

  let paintPending = false;
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ['stroke', 'fill', 'fillRect', 'fillText', 'drawImage', 'clearRect']) {
    const original = proto[name];
    proto[name] = function (...args) {
      const now = performance.now();
      if (!probe.firstDraw) probe.firstDraw = now;
      probe.lastDraw = now;
      probe.draws += 1;
      if (!paintPending) {
        paintPending = true;
        void afterPaint().then((time) => {
          paintPending = false;
          probe.lastDrawPaint = time;
        });
      }
      return original.apply(this, args);
    };
  }

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing in this browser: the hover figures then rely on frame times
  }

  const seeTables = () => {
    for (const table of document.querySelectorAll('table[aria-label][aria-rowcount]')) {
      const label = table.getAttribute('aria-label');
      if (probe.tables[label] || !table.querySelector('tbody tr[aria-rowindex]')) continue;
      const entry = {
        committed: performance.now(),
        rowCount: Number(table.getAttribute('aria-rowcount')) - 1,
        painted: 0,
      };
      probe.tables[label] = entry;
      void afterPaint().then((time) => {
        entry.painted = time;
      });
    }
  };
  new MutationObserver(seeTables).observe(document, { childList: true, subtree: true });
}

/**
 * In the page: waits for the next change of `aria-rowcount` of the table labelled `label` after a
 * keydown, and resolves with { keydown, committed, painted, rowCount } (or { timedOut } after 3 s).
 * Stored on window.__benchKeystroke, so the caller can press the key after this has been set up.
 */
export function watchNextKeystroke(label) {
  const table = [...document.querySelectorAll('table[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  if (!table) throw new Error(`No table labelled ${label}`);
  window.__benchKeystroke = new Promise((resolve) => {
    let keydown = 0;
    const onKey = (event) => {
      keydown = event.timeStamp;
    };
    window.addEventListener('keydown', onKey, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
      const committed = performance.now();
      const rowCount = Number(table.getAttribute('aria-rowcount')) - 1;
      void window.__benchProbe
        .afterPaint()
        .then((painted) => resolve({ keydown, committed, painted, rowCount }));
    });
    observer.observe(table, { attributes: true, attributeFilter: ['aria-rowcount'] });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ timedOut: true, keydown });
    }, 3000);
  });
}

/** In the page: the end of the latest API response (resource timing) that ended before `time`. */
export function lastApiResponseBefore([time, apiOrigin]) {
  const ends = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(apiOrigin) && entry.responseEnd > 0 && entry.responseEnd <= time)
    .map((entry) => ({ name: entry.name, responseEnd: entry.responseEnd }));
  return ends.sort((a, b) => b.responseEnd - a.responseEnd)[0] ?? null;
}

/** In the page: the end of the latest script download (resource timing) that ended before `time`. */
export function lastScriptBefore(time) {
  const ends = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
    .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= time)
    .map((entry) => ({ name: entry.name, responseEnd: entry.responseEnd }));
  return ends.sort((a, b) => b.responseEnd - a.responseEnd)[0] ?? null;
}

/** In the page: animation frame timestamps until `window.__benchFramesStop` is set. */
export function recordFrames() {
  window.__benchFrames = [];
  window.__benchFramesStop = false;
  const frame = (time) => {
    window.__benchFrames.push(time);
    if (!window.__benchFramesStop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
