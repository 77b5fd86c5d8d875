import { describe, expect, it } from "vitest";
import { type BubbleScroll, bubbleAfterScroll, bubbleAtTop } from "./chat-bubble";

function scroll(...ys: number[]): BubbleScroll {
  return ys.reduce(bubbleAfterScroll, bubbleAtTop);
}

describe("chat bubble scroll behaviour", () => {
  it("stays while the reader scrolls down up to 30 px, hides beyond", () => {
    expect(scroll(10, 30).visible).toBe(true);
    expect(scroll(10, 31).visible).toBe(false);
  });

  it("comes back after scrolling up 10 px, not 9", () => {
    expect(scroll(400, 391).visible).toBe(false);
    expect(scroll(400, 395, 390).visible).toBe(true);
  });

  it("shows at the top and hides again on the next scroll down", () => {
    expect(scroll(400, 0).visible).toBe(true);
    expect(scroll(400, 380, 500).visible).toBe(false);
  });
});
