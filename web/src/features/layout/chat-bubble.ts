/** SPEC §9 chat bubble thresholds. */
export const chatBubbleHideAfterPx = 30;
export const chatBubbleShowAfterUpPx = 10;

export interface BubbleScroll {
  visible: boolean;
  lastY: number;
  /** The deepest point since the reader last scrolled down; scrolling up is measured from here. */
  peakY: number;
}

export const bubbleAtTop: BubbleScroll = { visible: true, lastY: 0, peakY: 0 };

/** Hidden once the reader scrolls down past 30 px; shown again after 10 px back up, or at the top. */
export function bubbleAfterScroll(state: BubbleScroll, y: number): BubbleScroll {
  if (y <= 0) return { visible: true, lastY: 0, peakY: 0 };
  if (y > state.lastY) {
    return { visible: y > chatBubbleHideAfterPx ? false : state.visible, lastY: y, peakY: y };
  }
  const peakY = Math.max(state.peakY, state.lastY);
  return { visible: state.visible || peakY - y >= chatBubbleShowAfterUpPx, lastY: y, peakY };
}
