/**
 * What a browser does to a focused button that turns disabled: it loses the focus to the body.
 * jsdom keeps it there, and refuses blur() on a disabled button, hence the detour.
 */
export function browserFocusFixup() {
  const active = document.activeElement;
  if (!(active instanceof HTMLButtonElement) || !active.disabled) return;
  active.disabled = false;
  active.blur();
  active.disabled = true;
}
