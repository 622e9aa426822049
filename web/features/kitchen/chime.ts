// The sound a finished timer makes: three short beeps from Web Audio, so nothing is downloaded.
// The audio context is created on the first timer start (a user gesture), as browsers require
// before a page may play sound.
let context: AudioContext | null = null;

/** Call from a user gesture (starting a timer) so the chime may play later. */
export function unlockChime() {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => {});
}

export function playChime() {
  navigator.vibrate?.([200, 100, 200, 100, 200]);
  if (!context) return;
  const start = context.currentTime;
  for (let beep = 0; beep < 3; beep += 1) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + beep * 0.35);
    gain.gain.exponentialRampToValueAtTime(0.4, start + beep * 0.35 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + beep * 0.35 + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + beep * 0.35);
    oscillator.stop(start + beep * 0.35 + 0.3);
  }
}
