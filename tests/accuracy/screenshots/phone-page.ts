/**
 * The HTML of one post as a phone shows it: a status bar and an app bar fixed at the top, the text at a
 * phone's font size in a 390 px wide column, line breaks and emoji as the seller wrote them. A "social" look
 * is a post in a feed (author line, the text, a reactions bar); a "portal" look is a listing page (site bar,
 * the first line as the heading, the rest as the description). No real site's name or logo is drawn.
 */
import type { Look } from "./sample";

/** Heights of the chrome fixed over the content: a screen's text runs between them. */
export const CHROME = { top: 47 + 52, bottom: 34 } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const STYLE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 390px; background: #fff; color: #050505;
    font-family: "Liberation Sans", "DejaVu Sans", "Noto Color Emoji", sans-serif;
    font-size: 15px; line-height: 20px; -webkit-font-smoothing: antialiased; }
  .status { position: fixed; top: 0; left: 0; right: 0; height: 47px; background: #fff; z-index: 2;
    display: flex; justify-content: space-between; align-items: center; padding: 8px 28px 0;
    font-weight: 600; font-size: 16px; }
  .status .icons { display: flex; gap: 6px; align-items: center; }
  .bars { display: flex; gap: 2px; align-items: flex-end; }
  .bars i { display: block; width: 3px; background: #000; border-radius: 1px; }
  .battery { width: 25px; height: 12px; border: 1.5px solid #000; border-radius: 3px; padding: 1.5px; }
  .battery i { display: block; height: 100%; width: 70%; background: #000; border-radius: 1px; }
  .appbar { position: fixed; top: 47px; left: 0; right: 0; height: 52px; z-index: 2; background: #fff;
    border-bottom: 1px solid #dadde1; display: flex; align-items: center; gap: 14px; padding: 0 14px; }
  .appbar .back { font-size: 22px; color: #65676b; }
  .appbar .name { font-weight: 700; font-size: 19px; flex: 1; }
  .appbar .dot { width: 30px; height: 30px; border-radius: 50%; background: #e4e6eb; }
  .home { position: fixed; bottom: 0; left: 0; right: 0; height: 34px; background: #fff; z-index: 2; }
  .home i { display: block; width: 134px; height: 5px; border-radius: 3px; background: #000; margin: 21px auto 0; }
  main { padding: ${47 + 52 + 12}px 0 ${34 + 900}px; }
  .author { display: flex; gap: 10px; align-items: center; padding: 0 16px 10px; }
  .avatar { width: 40px; height: 40px; border-radius: 50%; background: #b0c4de; }
  .who { font-weight: 600; font-size: 15px; }
  .when { color: #65676b; font-size: 13px; line-height: 16px; }
  .text { padding: 0 16px; white-space: pre-wrap; overflow-wrap: anywhere; }
  .reactions { margin: 12px 16px 0; padding-top: 8px; border-top: 1px solid #dadde1;
    display: flex; justify-content: space-around; color: #65676b; font-weight: 600; font-size: 14px; }
  h1 { font-size: 20px; line-height: 26px; font-weight: 700; padding: 4px 16px 12px; overflow-wrap: anywhere; }
  .photo { height: 160px; margin: 0 0 14px; background: #d5dde3; }
  .section { font-weight: 700; font-size: 17px; padding: 0 16px 8px; }
`;

const STATUS_BAR = `<div class="status"><span>9:41</span><span class="icons">
  <span class="bars"><i style="height:4px"></i><i style="height:6px"></i><i style="height:8px"></i><i style="height:10px"></i></span>
  <span class="battery"><i></i></span></span></div>`;

function socialBody(text: string): string {
  return `<div class="appbar"><span class="back">‹</span><span class="name">Posts</span><span class="dot"></span></div>
  <main><div class="author"><div class="avatar"></div><div><div class="who">Property Seller</div>
  <div class="when">2d · Public</div></div></div>
  <div class="text">${escapeHtml(text)}</div>
  <div class="reactions"><span>Like</span><span>Comment</span><span>Share</span></div></main>`;
}

function portalBody(text: string): string {
  // The text's first paragraph is the listing's title; a record of labelled lines alone has no title.
  const [title = "", ...rest] = /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : ["", text];
  return `<div class="appbar"><span class="back">‹</span><span class="name">Listing</span><span class="dot"></span></div>
  <main><div class="photo"></div>${title.trim() ? `<h1>${escapeHtml(title.trim())}</h1>` : ""}
  <div class="section">Description</div><div class="text">${escapeHtml(rest.join("\n\n").trim())}</div></main>`;
}

export function phonePage(text: string, look: Look): string {
  const body = look === "social" ? socialBody(text) : portalBody(text);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head>
  <body>${STATUS_BAR}${body}<div class="home"><i></i></div></body></html>`;
}
