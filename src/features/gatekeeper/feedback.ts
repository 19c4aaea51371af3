/**
 * Immediate, distinct feedback for each scan result: a tone through Web Audio and a vibration
 * pattern (the colour is the verdict banner's). Each kind differs in pitch and rhythm so an
 * operator can tell them apart without looking.
 */
export type FeedbackKind = 'accepted' | 'rejected' | 'notOnPallet' | 'warning' | 'attention';

interface Tone {
  /** [frequency Hz, duration ms] notes played one after the other with a short gap. */
  notes: [number, number][];
  wave: OscillatorType;
  vibrate: number[];
}

const TONES: Record<FeedbackKind, Tone> = {
  accepted: { notes: [[1320, 90]], wave: 'sine', vibrate: [40] },
  rejected: {
    notes: [
      [220, 180],
      [180, 260],
    ],
    wave: 'square',
    vibrate: [200, 80, 200],
  },
  notOnPallet: {
    notes: [
      [660, 120],
      [440, 160],
    ],
    wave: 'triangle',
    vibrate: [80, 60, 80],
  },
  warning: {
    notes: [
      [880, 70],
      [880, 70],
    ],
    wave: 'triangle',
    vibrate: [60, 40, 60],
  },
  attention: {
    notes: [
      [988, 90],
      [1175, 90],
      [1319, 120],
    ],
    wave: 'sine',
    vibrate: [100, 50, 100, 50, 100],
  },
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  // Browsers start audio suspended until a user gesture; scans are gestures, so resume here.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/**
 * Starts the audio ahead of the first verdict, for an idle moment: creating it is a long task on a
 * handheld, which would otherwise fall right after the first scan (and hold up the next one).
 */
export function prepareFeedback(): void {
  try {
    audio();
  } catch {
    // Without audio the verdicts still show and vibrate.
  }
}

function play({ notes, wave }: Tone): void {
  const ctx = audio();
  if (!ctx) return;
  let at = ctx.currentTime;
  for (const [frequency, ms] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + ms / 1000);
    at += ms / 1000 + 0.05;
  }
}

export function feedback(kind: FeedbackKind): void {
  const tone = TONES[kind];
  try {
    play(tone);
  } catch {
    // No sound is better than a broken scan: audio failures never reach the operator.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(tone.vibrate);
}
