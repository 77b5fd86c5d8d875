import { describe, expect, it } from "vitest";
import { composePage, serializeState } from "./server-render";

const shell = `<!doctype html><html><head><title>Suri</title>
<link rel="modulepreload" crossorigin href="/assets/boot-1.js"></head>
<body><div id="root"><div class="boot">Loading…</div></div><script type="module" src="/assets/index-1.js"></script></body></html>`;

describe("a page rendered ahead", () => {
  it("carries data that cannot end its element or start a script, whatever a listing's text holds", () => {
    const hostile = { title: "</script><script>alert(1)</script><!--", note: "a & b \u2028 c" };
    const page = composePage(shell, "<h1>x</h1>", "user", { state: serializeState({ queries: [hostile] }) });
    // One data block, closed only by its own end tag, and the scripts the shell had: nothing else.
    expect(page.match(/<script/g)).toHaveLength(2);
    const block = /<script type="application\/json" id="suri-state">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    expect(block).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(block)).toEqual({ queries: [hostile] });
  });

  it("moves the component styles to the head as one element and only lists the app's code for a later prefetch", () => {
    const rendered =
      '<style data-emotion="css-global g1">:root{--a:1}</style><div><style data-emotion="css a1">.css-a1{color:red}</style>' +
      '<p class="css-a1">Hi</p><style data-emotion="css b2">.css-b2{margin:0}</style></div>';
    const page = composePage(shell, rendered, "visitor");
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain('<style data-emotion="css-global g1">:root{--a:1}</style>');
    expect(head).toContain('<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>');
    expect(page).toContain(
      '<div id="root" data-prerendered="visitor" data-locale="en"><div><p class="css-a1">Hi</p></div></div>',
    );
    expect(page).not.toContain("modulepreload");
    expect(composePage(shell.replace("<html>", '<html lang="en">'), rendered, "visitor", { locale: "tl" })).toMatch(
      /<html lang="tl">[\s\S]*data-locale="tl"/,
    );
    // Listed inert, for the entry to prefetch once the page has painted.
    expect(page).toContain(
      '<template id="suri-app-code"><link rel="prefetch" as="script" crossorigin href="/assets/boot-1.js"></template>',
    );
  });
});
