/** antd's clear buttons (allowClear on inputs and selects); their classes are antd's own. */
const CLEAR_BUTTONS = 'button.ant-input-clear-icon, button.ant-select-clear';

const untab = (root: ParentNode) => {
  for (const button of root.querySelectorAll<HTMLButtonElement>(CLEAR_BUTTONS)) button.tabIndex = -1;
};

let watching = false;

/**
 * Keeps antd's small clear buttons out of the tab order: a keyboard user clears a field by
 * selecting its text, and a stop after every filled field doubles the Tab presses through a form.
 * The mouse still clears with them. antd offers no prop for it, so the buttons are caught as they appear.
 */
export function keepClearButtonsOutOfTabOrder(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  untab(document);
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(CLEAR_BUTTONS)) (node as HTMLButtonElement).tabIndex = -1;
        else untab(node);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
