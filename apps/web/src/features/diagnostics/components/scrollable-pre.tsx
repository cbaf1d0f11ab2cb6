import type { ComponentProps } from 'react';

/**
 * A preformatted block that may scroll (stacks, bodies). It takes focus so keyboard users can scroll it (axe
 * "scrollable-region-focusable"), which Biome's generic tabindex rule does not know about.
 */
export function ScrollablePre(props: ComponentProps<'pre'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
  return <pre tabIndex={0} {...props} />;
}
