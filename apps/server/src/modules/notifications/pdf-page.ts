/**
 * The frame of every page of the PDFs (tickets, pass cards): a half-letter page, the navy header with its
 * orange rule, the footer, and the labelled fields they are made of.
 */
import PDFDocument from 'pdfkit';

export const PAGE = { width: 396, height: 612 };
export const MARGIN = 28;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const HEADER_HEIGHT = 78;
export const FOOTER_TOP = PAGE.height - 62;

export const color = {
  navy: '#0f2440',
  navyText: '#081526',
  blue: '#236fa6',
  frost: '#97c5e3',
  ice: '#f3f8fc',
  iceBorder: '#c5def0',
  muted: '#4a5a70',
  rule: '#d7e2f0',
  accent: '#f28a38',
};

export type Doc = PDFKit.PDFDocument;

export function drawHeader(doc: Doc, foundationName: string, title: string, right: string): void {
  doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(color.navy);
  doc.rect(0, HEADER_HEIGHT, PAGE.width, 4).fill(color.accent);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(foundationName.toUpperCase(), MARGIN, 24, { characterSpacing: 1.4, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#ffffff')
    .text(title, MARGIN, 40, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(color.frost)
    .text(right.toUpperCase(), MARGIN, 46, {
      width: CONTENT_WIDTH,
      align: 'right',
      characterSpacing: 1,
      lineBreak: false,
    });
}

export function drawFooter(doc: Doc, lines: string[]): void {
  doc
    .moveTo(MARGIN, FOOTER_TOP)
    .lineTo(PAGE.width - MARGIN, FOOTER_TOP)
    .lineWidth(0.75)
    .strokeColor(color.rule)
    .stroke();
  doc.font('Helvetica').fontSize(7.5).fillColor(color.muted);
  let y = FOOTER_TOP + 9;
  for (const line of lines) {
    doc.text(line, MARGIN, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    y += 11;
  }
}

/** A small caps label over a bold value, in a column; answers the height used. */
export function drawField(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor(color.muted)
    .text(label.toUpperCase(), x, y, { width, characterSpacing: 1 });
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(color.navyText);
  const height = doc.heightOfString(value, { width });
  doc.text(value, x, y + 11, { width });
  return 11 + height;
}

/**
 * A new document of half-letter pages with its metadata, and the bytes it will have once ended.
 * Fonts are PDF's standard Helvetica and Courier, which pdfkit ships, so nothing is downloaded.
 */
export function startPdf(info: { Title: string; Author: string; Subject: string }): {
  doc: Doc;
  finished: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

export function addPdfPage(doc: Doc): void {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
}
