/**
 * The profile asks for an e-mail change; the banner in the layout shows it (spec §4 "Email change").
 * Features do not import each other, so the request is announced here and the banner listens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceEmailChangeRequested() {
  for (const listener of listeners) listener();
}

export function onEmailChangeRequested(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
