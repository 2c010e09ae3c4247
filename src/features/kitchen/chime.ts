/**
 * The board's sounds, synthesised with Web Audio (no file to ship): the new-order chime, and a distinct one
 * for an order changed after its card was shown. Browsers keep an AudioContext
 * suspended until the page has been interacted with; the board shows an "Enable sound" button while
 * `state` is 'blocked'. A failure to play only warns in the console.
 */
export type SoundState = 'unknown' | 'ready' | 'blocked' | 'unsupported';

/** `new`: an order arrived (rising bell); `change`: an order on the board changed (two low knocks). */
export type ChimeTone = 'new' | 'change';

export interface Chime {
  state(): SoundState;
  subscribe(listener: () => void): () => void;
  /** Call from a user gesture (tap, key): resumes the audio context. Resolves to whether sound is on. */
  unlock(): Promise<boolean>;
  /** Plays the chime (the new-order one unless told); never throws. Resolves to whether it played. */
  play(tone?: ChimeTone): Promise<boolean>;
  close(): void;
}

type AudioContextCtor = new () => AudioContext;

function audioContextClass(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Two bell-like notes, rising (E6 then A6), about 0.9 s: audible over a kitchen, not shrill. */
function ring(ctx: AudioContext) {
  const start = ctx.currentTime + 0.02;
  const master = ctx.createGain();
  master.gain.value = 0.6;
  master.connect(ctx.destination);
  [
    { freq: 1318.5, at: 0 },
    { freq: 1760, at: 0.22 },
  ].forEach(({ freq, at }) => {
    for (const [mult, level] of [
      [1, 1],
      [2.76, 0.18],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq * mult;
      const t = start + at;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(level, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.7);
      osc.connect(gain).connect(master);
      osc.start(t);
      osc.stop(t + 0.72);
    }
  });
}

/**
 * Two short knocks on one low note (A4), then a third higher (D5), about 0.7 s: plainly not the new-order
 * bell, so a cook hears "something changed" without looking.
 */
function knock(ctx: AudioContext) {
  const start = ctx.currentTime + 0.02;
  const master = ctx.createGain();
  master.gain.value = 0.7;
  master.connect(ctx.destination);
  [
    { freq: 440, at: 0 },
    { freq: 440, at: 0.16 },
    { freq: 587.3, at: 0.34 },
  ].forEach(({ freq, at }) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    const t = start + at;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(1, t + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.3);
    osc.connect(gain).connect(master);
    osc.start(t);
    osc.stop(t + 0.32);
  });
}

const TONES: Record<ChimeTone, (ctx: AudioContext) => void> = { new: ring, change: knock };

function whenIdle(run: () => void) {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 500);
}

export function createChime(Ctor: AudioContextCtor | undefined = audioContextClass()): Chime {
  const listeners = new Set<() => void>();
  let ctx: AudioContext | null = null;
  let failed = false;
  let warming = false;
  const notify = () => listeners.forEach((l) => l());

  function context(): AudioContext | null {
    if (ctx || failed || !Ctor) return ctx;
    try {
      ctx = new Ctor();
      ctx.addEventListener?.('statechange', notify);
    } catch (error) {
      failed = true;
      console.warn('New-order chime: audio is not available.', error);
    }
    return ctx;
  }

  const state = (): SoundState => {
    if (!Ctor || failed) return 'unsupported';
    if (!ctx) return 'unknown';
    return ctx.state === 'running' ? 'ready' : ctx.state === 'closed' ? 'unsupported' : 'blocked';
  };

  return {
    state,
    subscribe(listener) {
      listeners.add(listener);
      // Creating the context tells whether the browser lets it run. The first one in a page costs ~100 ms
      // (the browser starts its audio service), so it is made when the page is idle, not while the board
      // renders.
      if (!ctx && !failed && Ctor && !warming) {
        warming = true;
        whenIdle(() => {
          if (context()) notify();
        });
      }
      return () => listeners.delete(listener);
    },
    async unlock() {
      const c = context();
      if (!c) return false;
      if (c.state !== 'running') {
        try {
          await c.resume();
        } catch (error) {
          console.warn('New-order chime: the browser did not allow sound.', error);
        }
      }
      notify();
      return c.state === 'running';
    },
    async play(tone: ChimeTone = 'new') {
      const c = context();
      if (!c) {
        console.warn('New-order chime: this browser cannot play sound.');
        return false;
      }
      try {
        if (c.state !== 'running') {
          // Resolves at once where allowed; stays pending while the page is not yet activated.
          await Promise.race([c.resume(), new Promise((resolve) => setTimeout(resolve, 300))]);
        }
        if (c.state !== 'running') {
          console.warn('New-order chime: sound is blocked until someone taps "Enable sound".');
          notify();
          return false;
        }
        TONES[tone](c);
        return true;
      } catch (error) {
        console.warn('New-order chime could not play.', error);
        return false;
      }
    },
    close() {
      listeners.clear();
      failed = true; // a closed chime never makes another context
      void ctx?.close().catch(() => undefined);
      ctx = null;
    },
  };
}
