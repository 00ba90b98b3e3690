// Starts the page's own module once the page has been drawn.
//
// A page's words are written into its HTML by the service, so the page can
// be read before any module runs. Module scripts run before the browser's
// first frame would otherwise be drawn (they are deferred to the end of
// parsing, and the catalogue they fetch is awaited there), which held the
// first paint back by tens of milliseconds on a first visit. Here the page
// module is imported only after the next frame: one
// `requestAnimationFrame` for the frame, then a task so the import runs
// after that frame is painted, not before it.
//
// The page names its module on this script's element:
// `<script type="module" src="…/boot.js" data-module="boggle.js">`.

const script = document.querySelector('script[data-module]');
const name = script instanceof HTMLScriptElement ? script.dataset.module : undefined;
if (name) {
  const start = () => void import(new URL(name, import.meta.url).href);
  requestAnimationFrame(() => setTimeout(start, 0));
}
