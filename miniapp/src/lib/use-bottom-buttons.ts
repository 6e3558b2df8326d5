/**
 * Telegram's MainButton and SecondaryButton carry a screen's main action and its alternative inside
 * Telegram; nothing happens elsewhere. More than one part of a screen may want a button at once (the
 * reading, and the packages sheet over it): the newest claim shows, and when it ends the one before
 * shows again. A claim is renewed (comes to the top) when its text changes.
 */
import { useEffect, useRef } from 'react';
import { telegramSdk } from './telegram.js';

interface ButtonParams {
  text?: string;
  isVisible?: boolean;
  isEnabled?: boolean;
  isLoaderVisible?: boolean;
}

/** What the SDK's mainButton and secondaryButton have in common, as used here. */
interface SdkButton {
  mount: { (): void; isAvailable(): boolean };
  isMounted(): boolean;
  setParams(params: ButtonParams): void;
  onClick(listener: () => void): () => void;
}

interface Claim {
  text: string;
  enabled: boolean;
  busy: boolean;
  run(): void;
}

export interface BottomButtonOptions {
  enabled?: boolean;
  /** Telegram's spinner on the button, while its action runs. */
  busy?: boolean;
}

/** One of Telegram's bottom buttons and the claims on it, newest last. */
class Slot {
  private readonly claims: Claim[] = [];
  private listening = false;

  /** The SDK's button, which exists only inside Telegram. */
  constructor(private readonly sdkButton: () => SdkButton | undefined) {}

  private get button(): SdkButton {
    const button = this.sdkButton();
    if (!button) throw new Error('Telegram bottom button used outside Telegram');
    return button;
  }

  /** Mounts the button and listens once for the app's life: a press goes to whoever holds it then. */
  ready(): boolean {
    if (!this.sdkButton()?.mount.isAvailable()) return false;
    if (!this.button.isMounted()) this.button.mount();
    if (!this.listening) {
      this.button.onClick(() => {
        const top = this.claims.at(-1);
        if (top?.enabled && !top.busy) top.run();
      });
      this.listening = true;
    }
    return true;
  }

  add(claim: Claim) {
    this.claims.push(claim);
    this.apply();
  }

  remove(claim: Claim) {
    this.claims.splice(this.claims.indexOf(claim), 1);
    this.apply();
  }

  apply() {
    const top = this.claims.at(-1);
    this.button.setParams(
      top
        ? { text: top.text, isVisible: true, isEnabled: top.enabled, isLoaderVisible: top.busy }
        : { isVisible: false, isLoaderVisible: false },
    );
  }
}

const MAIN = new Slot(() => telegramSdk()?.mainButton);
const SECONDARY = new Slot(() => telegramSdk()?.secondaryButton);

function useBottomButton(
  slot: Slot,
  text: string | null,
  onClick: () => void,
  { enabled = true, busy = false }: BottomButtonOptions,
) {
  const handler = useRef(onClick);
  handler.current = onClick;
  const state = useRef({ enabled, busy });
  state.current = { enabled, busy };
  const claim = useRef<Claim | null>(null);

  useEffect(() => {
    if (!text || !slot.ready()) return;
    const mine: Claim = { text, ...state.current, run: () => handler.current() };
    claim.current = mine;
    slot.add(mine);
    return () => {
      claim.current = null;
      slot.remove(mine);
    };
  }, [slot, text]);

  useEffect(() => {
    const mine = claim.current;
    if (!mine || (mine.enabled === enabled && mine.busy === busy)) return;
    mine.enabled = enabled;
    mine.busy = busy;
    slot.apply();
  }, [slot, enabled, busy]);
}

/** The screen's main action (Continue, Accept, Save, Draw, Pay). */
export const useMainButton = (text: string | null, onClick: () => void, options: BottomButtonOptions = {}) =>
  useBottomButton(MAIN, text, onClick, options);

/** The alternative to the main action (Skip). */
export const useSecondaryButton = (
  text: string | null,
  onClick: () => void,
  options: BottomButtonOptions = {},
) => useBottomButton(SECONDARY, text, onClick, options);
