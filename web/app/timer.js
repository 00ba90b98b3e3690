// The booklets' sand timer on the sheet: the ruleset's duration counted
// down in digits readable across the table; started, paused and reset by
// its buttons or, with the focus on the digits, by Space and R; an optional
// tone at the end. It keeps its own settings and never touches the sheet's
// fields, so it never takes a result off.

import { $ } from './dom.js';
import { t } from './i18n.js';
import { keptOnDevice } from './kept.js';

/** @typedef {import('./api.js').Schemas['TimerView']} Timer */

/** Seconds as the digits show them: 3:00, 0:09. @param {number} seconds */
export function clockFace(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A short tone made in the page (no sound file to fetch). */
function tone() {
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    oscillator.frequency.value = 880;
    oscillator.connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.6);
    oscillator.addEventListener('ended', () => void audio.close());
  } catch {
    // No sound here: the digits and the status still say it.
  }
}

/**
 * The timer of the page's `_timer.html`, or null on a page without one.
 * `show(timer)` sets it to a ruleset's timer (hidden when it has none).
 */
export function sandTimer() {
  const found = document.getElementById('timer');
  if (!found) return null;
  const root = found;
  const display = $('#timer-display', root);
  const toggle = $('#timer-toggle', root);
  const status = $('#timer-status', root);
  const secondsField = /** @type {HTMLInputElement} */ ($('#timer-seconds', root));
  const soundField = /** @type {HTMLInputElement} */ ($('#timer-sound', root));
  const keptSound = keptOnDevice('wortwert.timer.sound');
  soundField.checked = keptSound.load() === 'on';

  let total = 0;
  let left = 0;
  let running = false;
  let endsAt = 0;
  let ticking = 0;

  function render() {
    display.textContent = clockFace(left);
    display.setAttribute('aria-label', t('timer-left', { time: clockFace(left) }));
    toggle.textContent = running ? t('timer-pause') : left < total && left > 0 ? t('timer-resume') : t('timer-start');
    root.classList.toggle('timer-running', running);
    root.classList.toggle('timer-done', left <= 0 && total > 0);
  }

  function stopTicking() {
    clearInterval(ticking);
    running = false;
  }

  function tick() {
    left = Math.max(0, (endsAt - Date.now()) / 1000);
    if (left <= 0) {
      stopTicking();
      status.textContent = t('timer-time-is-up');
      if (soundField.checked) tone();
    }
    render();
  }

  function start() {
    if (left <= 0) left = total;
    endsAt = Date.now() + left * 1000;
    running = true;
    status.textContent = '';
    ticking = window.setInterval(tick, 200);
    render();
  }

  function pause() {
    left = Math.max(0, (endsAt - Date.now()) / 1000);
    stopTicking();
    render();
  }

  /** @param {number} seconds */
  function reset(seconds = total) {
    stopTicking();
    total = seconds;
    left = seconds;
    status.textContent = '';
    render();
  }

  toggle.addEventListener('click', () => (running ? pause() : start()));
  $('#timer-reset', root).addEventListener('click', () => reset());
  display.addEventListener('keydown', (event) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (running) pause();
      else start();
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      reset();
    }
  });
  secondsField.addEventListener('change', () => {
    const seconds = Math.round(Number(secondsField.value));
    if (Number.isFinite(seconds) && seconds >= 5 && seconds <= 3600) reset(seconds);
    else secondsField.value = String(total);
  });
  soundField.addEventListener('change', () => (soundField.checked ? keptSound.save('on') : keptSound.clear()));

  return {
    /** @param {Timer | null | undefined} timer */
    show(timer) {
      root.hidden = !timer;
      if (!timer) {
        stopTicking();
        return;
      }
      secondsField.value = String(timer.seconds);
      reset(timer.seconds);
    },
  };
}
