/**
 * A chosen card's upright/reversed toggle. Inside Telegram it is the word and a small switch, as the
 * client's own settings are (ADR 0094); in a browser a pressed button with a tick box.
 */
import { Check } from 'lucide-react';
import { inTelegram } from '../../../lib/telegram.js';
import { Icon } from '../../../ui/icon.js';

export interface ReversedToggleProps {
  /** Where keyboard focus goes once this position has its card. */
  focusRef(el: HTMLElement | null): void;
  reversed: boolean;
  /** The accessible name, with the card's: "Two of Cups: reversed". */
  label: string;
  /** The word shown: "Reversed". */
  word: string;
  onTurn(): void;
}

/** The browser's toggle: a pressed button with a tick box. */
function TurnButton({ focusRef, reversed, label, word, onTurn }: ReversedToggleProps) {
  return (
    <button
      type="button"
      ref={focusRef}
      className="own-slot__turn"
      aria-pressed={reversed}
      aria-label={label}
      onClick={onTurn}
    >
      <span className="own-slot__tick">{reversed ? <Icon icon={Check} size={12} /> : null}</span>
      {word}
    </button>
  );
}

/** Telegram's toggle: the word and a small switch (ui/switch.css), the whole line a tap target. */
function TurnSwitch({ focusRef, reversed, label, word, onTurn }: ReversedToggleProps) {
  return (
    <label className="own-slot__turn own-slot__turn--switch">
      {word}
      <input
        ref={focusRef}
        type="checkbox"
        role="switch"
        aria-checked={reversed}
        aria-label={label}
        className="switch"
        checked={reversed}
        onChange={onTurn}
      />
    </label>
  );
}

export function ReversedToggle(props: ReversedToggleProps) {
  return inTelegram() ? <TurnSwitch {...props} /> : <TurnButton {...props} />;
}
