/** Placeholder until this feature's screen lands. */
export function EmailChangeBanner(_props: { onVisibleChange(visible: boolean): void }) {
  return null;
}
