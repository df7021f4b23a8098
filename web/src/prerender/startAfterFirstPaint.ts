import { APP_SCRIPTS_TEMPLATE_ID } from './appScripts';

/**
 * A prerendered page's only script at load: it starts the app once the page's text is on screen.
 * Loaded with the page, the app's scripts run as soon as they arrive, and Chrome then holds the first
 * paint until the framework has been evaluated and hydration has begun (the home page painted 125 ms
 * after its HTML was parsed on a fast desktop, several times that on a phone), although the HTML
 * already holds the whole page. Its links work without the app meanwhile: they are plain links.
 */
function startApp(): void {
  const template = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const tag of Array.from(template.content.children)) {
    // Made afresh rather than moved: a script made by createElement runs once inserted, whatever
    // the parser recorded on the one it met inside the template.
    const copy = document.createElement(tag.localName);
    for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value);
    document.head.append(copy);
  }
  template.remove();
}

/**
 * The first contentful paint is reported once the frame is on screen, which the next animation frame
 * does not guarantee. A tab opened in the background paints nothing until it is shown, and a browser
 * without paint timing cannot say when it painted: in both the app starts at once.
 */
function whenFirstContentfulPaint(start: () => void): void {
  const paintTimed =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (document.visibilityState === 'hidden' || !paintTimed) {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

whenFirstContentfulPaint(startApp);
