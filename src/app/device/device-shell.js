/*
 * The handheld's first frame. A signed-in device that starts on a device screen (the gatekeeper's
 * pallet step) sees that screen as it last drew it, from a copy the app keeps in localStorage, at
 * once: before the app's own code has arrived, been compiled and run (seconds on a slow handheld).
 * The field takes the scanner's keys and committed text from the first moment; every key, text and
 * ENTER is recorded with its time stamp and handed to the app, which replays them through its scan
 * reader (src/lib/start-shell.ts, scan-input/early-input.ts), so a scan made before the app ran
 * counts once.
 *
 * Plain script, no module, no dependency: the build copies it into the device preload script
 * (scripts/device-preload-plugin.ts), which the page runs first, on device addresses only. It must
 * stay tiny. Any doubt (no copy, another user, another address, a pallet already open) and it
 * draws nothing.
 */
(function () {
  'use strict';
  var SNAPSHOT_KEY = 'device.startShell';
  var FORMAT = 1;
  // Kept in step with src/domain/constants.ts and src/features/gatekeeper/pallet-input.ts.
  var TOKEN_KEY = 'jwt_access_token';
  var OPEN_PALLET_KEY = 'gatekeeper.currentPallet';
  // The app normally takes over long before; a start that failed must not stay hidden under the copy.
  var GIVE_UP_MS = 20000;

  // The signed-in user, from the stored token's claims (the server checks the token itself).
  var tokenUser = function () {
    var token = localStorage.getItem(TOKEN_KEY);
    var payload = token && token.split('.')[1];
    if (!payload) return null;
    var claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims.sub : null;
  };

  var snapshot;
  try {
    snapshot = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) || 'null');
    var user = tokenUser();
    if (
      !snapshot ||
      snapshot.format !== FORMAT ||
      snapshot.path !== location.pathname ||
      !user ||
      user !== snapshot.user ||
      sessionStorage.getItem(OPEN_PALLET_KEY)
    ) {
      return;
    }
  } catch {
    return;
  }

  var root = document.documentElement;
  root.lang = snapshot.lang;
  root.dir = snapshot.dir;
  if (snapshot.rootStyle) root.style.cssText = snapshot.rootStyle;
  if (snapshot.motion) root.setAttribute('data-motion', snapshot.motion);
  var shell = document.createElement('div');
  shell.id = 'device-shell';
  // Above the app's own drawing until it takes over (its splash screen would show otherwise).
  shell.style.cssText = 'position:fixed;inset:0;z-index:2147483000;overflow:auto;background:var(--ui-bg,#fff)';
  shell.innerHTML = snapshot.html;
  // Run from the head, before the body exists: the copy goes beside it, drawn and focused at once.
  (document.body || document.documentElement).appendChild(shell);

  var field = shell.querySelector('input[data-scan-target]');
  var events = [];
  var at = function (event) {
    return event.timeStamp;
  };
  var fieldText = function () {
    return field ? field.value : '';
  };

  var onKeyDown = function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    var key = event.key;
    if (key === 'Enter' || key === 'Tab') {
      // Neither submits the copy's form (a page load) nor moves the focus; the app decides.
      event.preventDefault();
      events.push({ type: 'key', key: key, at: at(event), value: fieldText() });
      if (field) field.value = '';
    } else if (key.length === 1) {
      events.push({ type: 'key', key: key, at: at(event) });
    }
  };
  var onInput = function (event) {
    if (event.inputType === 'insertText' && event.data) events.push({ type: 'text', data: event.data, at: at(event) });
  };
  var onSubmit = function (event) {
    event.preventDefault();
  };
  var onClick = function (event) {
    var button = event.target && event.target.closest && event.target.closest('button[type="submit"]');
    if (!button || !shell.contains(button)) return;
    event.preventDefault();
    events.push({ type: 'key', key: 'Enter', at: at(event), value: fieldText() });
    if (field) {
      field.value = '';
      field.focus();
    }
  };

  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  if (field) field.focus({ preventScroll: true });
  performance.mark('device-shell');

  // The app's own stylesheets (its build's hashed files; the service worker has them offline). The
  // app's loader sees them already there and does not ask again.
  var linked = {};
  var links = document.querySelectorAll('link[rel="stylesheet"]');
  for (var j = 0; j < links.length; j++) linked[links[j].href] = true;
  for (var i = 0; i < snapshot.css.length; i++) {
    if (linked[snapshot.css[i]]) continue;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = snapshot.css[i];
    document.head.appendChild(link);
  }

  var released = false;
  var release = function () {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    shell.remove();
  };
  // The recording stays for the app; the copy and its hold on ENTER and TAB go.
  var giveUp = setTimeout(release, GIVE_UP_MS);

  window.__deviceShell = {
    path: snapshot.path,
    events: events,
    text: fieldText,
    release: release,
  };
})();
