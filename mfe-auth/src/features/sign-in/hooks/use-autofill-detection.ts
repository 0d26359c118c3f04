import { type AnimationEvent, useCallback, useRef, useState } from 'react';
import { AUTOFILL_ANIMATION } from '../components/auth-styles';

export interface AutofillDetection {
  /** The browser filled (or suggested) the current value; cleared once the user edits it. */
  autofilled: boolean;
  /** For the field: key and paste input is the user's own. */
  onKeyDown: () => void;
  onPaste: () => void;
  /** For a wrapper of the field: `:-webkit-autofill` starts the marker animation (auth-styles). */
  onAnimationStart: (event: AnimationEvent) => void;
  /** Call from the field's onChange with the previous and the new value. */
  noteChange: (previous: string, next: string) => void;
}

/**
 * Notices a password the browser filled in (validation rules: such a password may enable sign-up without
 * meeting the checklist). Two signals: Chrome's autofill pseudo-class (see auth-styles), and a
 * value of several characters arriving at once without key or paste input (generated passwords,
 * other browsers).
 */
export function useAutofillDetection(): AutofillDetection {
  const [autofilled, setAutofilled] = useState(false);
  const userInput = useRef(false);

  const onKeyDown = useCallback(() => {
    userInput.current = true;
  }, []);
  const onAnimationStart = useCallback((event: AnimationEvent) => {
    if (event.animationName === AUTOFILL_ANIMATION) setAutofilled(true);
  }, []);
  const noteChange = useCallback((previous: string, next: string) => {
    const byUser = userInput.current;
    userInput.current = false;
    if (byUser || next === '') setAutofilled(false);
    else if (next.length - previous.length > 1) setAutofilled(true);
  }, []);

  return { autofilled, onKeyDown, onPaste: onKeyDown, onAnimationStart, noteChange };
}
