import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PaperLayout } from './receipt-content';

/*
 * docs/decisions/027-receipts.md: pdfkit, with DejaVu Sans embedded from the dejavu-fonts-ttf
 * package (accents and the euro sign render everywhere, nothing is downloaded). The same layout
 * gives the same bytes: the creation date is the paper's issue date, and pdfkit derives the
 * file ID from the document's info only.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const LEFT = 56;
const RIGHT = 539;

export function renderPaper(layout: PaperLayout, issuedAt: Date): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    font: regular as unknown as string,
    info: {
      Title: `${layout.title} ${layout.numero}`,
      Author: layout.issuer[0] ?? '',
      Producer: 'BonneRoute',
      Creator: 'BonneRoute',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
    lang: 'fr-FR',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(11);
  for (const [index, line] of layout.issuer.entries()) {
    doc
      .font(index === 0 ? 'bold' : 'regular')
      .fontSize(index === 0 ? 12 : 9)
      .text(line);
  }
  doc.moveDown(1.5);
  doc
    .font('bold')
    .fontSize(18)
    .text(layout.heading ?? `${layout.title} n° ${layout.numero}`);
  doc.moveDown(0.8);
  for (const [label, value] of layout.facts) {
    doc.font('bold').fontSize(10).text(`${label} : `, { continued: true });
    doc.font('regular').text(value);
  }
  doc.moveDown(1);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke();
  doc.moveDown(0.6);
  for (const line of layout.lines) {
    const y = doc.y;
    const x = line.indent ? LEFT + 16 : LEFT;
    doc.font(line.strong ? 'bold' : 'regular').fontSize(line.strong ? 12 : 10);
    doc.text(line.label, x, y, { width: 360 - (x - LEFT) });
    const below = doc.y;
    doc.text(line.amount, LEFT + 360, y, { width: RIGHT - LEFT - 360, align: 'right' });
    // A label that wrapped is taller than its amount: the next line starts under both.
    doc.x = LEFT;
    doc.y = Math.max(below, doc.y);
    doc.moveDown(0.4);
  }
  doc.moveDown(1);
  doc.font('regular').fontSize(8);
  for (const note of layout.notes) doc.text(note, LEFT, doc.y, { width: RIGHT - LEFT });
  doc.end();
  return done;
}
