import { useRef } from 'react';
import type { UserEvent } from '../contracts/events';
import { responderEventTypes } from '../contracts/responder/responder-constants';
import { soundEffects, userMetadataDefaults } from '../contracts/settings/settings-constants';
import { useAppSelector } from './hooks';
import { useUserEvents } from './realtime-hooks';
import { selectSessionUser } from './session-slice';

type AudioContextClass = new () => AudioContext;

/** One per app, made on the first sound: browsers limit how many a page may hold. */
let audioContext: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Plays the arrival tone with Web Audio: a sine wave fading out over `soundEffects.durationMs`, so it
 * needs no sound file. Says whether it could: a browser without Web Audio, or one that refuses it,
 * stays silent rather than failing the page.
 */
export function playArrivalTone(): boolean {
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    audioContext ??= new Context();
    // A context made before the page was interacted with starts suspended; resuming may be refused.
    if (audioContext.state === 'suspended') void audioContext.resume().catch(() => undefined);
    const start = audioContext.currentTime;
    const end = start + soundEffects.durationMs / 1000;
    const oscillator = audioContext.createOscillator();
    const gain = audioContext.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(soundEffects.toneHz, start);
    gain.gain.setValueAtTime(soundEffects.volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(audioContext.destination);
    oscillator.start(start);
    oscillator.stop(end);
    return true;
  } catch {
    return false;
  }
}

/** A task event announces a new task with status 'pending' (its resolution comes as 'resolved'). */
function isNewTask(event: UserEvent): boolean {
  const { payload } = event;
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'pending';
}

/**
 * What the Sound Effects switch (Settings → Appearance) does: while it is on, a customer message or a
 * new task arriving on the live-update stream plays a short tone. Off (the default), nothing plays.
 */
export function useArrivalSound(): void {
  const user = useAppSelector(selectSessionUser);
  const on = user?.user_metadata?.sound_effects ?? userMetadataDefaults.sound_effects;
  const lastPlayed = useRef(Number.NEGATIVE_INFINITY);

  const arrived = () => {
    if (!on) return;
    const now = Date.now();
    if (now - lastPlayed.current < soundEffects.minGapMs) return;
    if (playArrivalTone()) lastPlayed.current = now;
  };

  useUserEvents(responderEventTypes.message, arrived);
  useUserEvents(responderEventTypes.task, (event) => {
    if (isNewTask(event)) arrived();
  });
}
