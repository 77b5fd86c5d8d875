import { constants, deflateRawSync } from "node:zlib";

/**
 * A minimal, valid PDF with one page of Helvetica text, written by hand (no PDF library): what a
 * developer's brochure generator produces, small enough to build at test time. `javascript` adds
 * a document-open JavaScript action, as hostile PDFs carry.
 */
export function makePdf(lines: string[], opts: { javascript?: string; title?: string } = {}): Buffer {
  const escaped = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ["BT /F1 13 Tf 16 TL 56 780 Td", ...lines.map((line) => `(${escaped(line)}) Tj T*`), "ET"].join("\n");
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R${opts.javascript ? " /OpenAction 5 0 R /Names << /JavaScript << /Names [(open) 5 0 R] >> >>" : ""} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Type /Action /S /JavaScript /JS (${escaped(opts.javascript ?? "")}) >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escaped(opts.title ?? "Listing brochure")}) /Producer (suri test) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A decompression bomb: a one-page PDF whose content stream (FlateDecode) inflates to `inflatedMb`
 * MiB of blanks from about a thousandth of that. Built without compressing it all: one MiB of blanks
 * deflated with a full flush (a byte-aligned block that refers to nothing before it) is repeated.
 */
export function makePdfBomb(inflatedMb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]), // zlib header
    ...Array.from({ length: inflatedMb }, () => block),
    Buffer.from([0x03, 0x00]), // the last block: empty
    Buffer.alloc(4), // Adler-32, which pdf.js does not check
  ]);
  const head = "%PDF-1.4\n";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
  ].map((o, i) => Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, "latin1"));
  const streamObject = Buffer.concat([
    Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
    stream,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
  const parts = [Buffer.from(head, "latin1"), ...objects, streamObject];
  const offsets: number[] = [];
  let at = 0;
  for (const part of parts) {
    offsets.push(at);
    at += part.length;
  }
  const xref = `xref\n0 5\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)
    .join("")}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, "latin1")]);
}
