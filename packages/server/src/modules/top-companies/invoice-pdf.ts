import PDFDocument from 'pdfkit';
import { formatPrice } from '@atlas/api/sponsorship';
import { formatDay } from './periods';

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  brandName: string;
  publicUrl: string;
  company: { name: string; address: string | null; website: string | null };
  lines: { description: string; amount_cents: number }[];
  amountCents: number;
  currency: string;
  paymentRef: string | null;
}

/**
 * An invoice as a PDF (pdfkit, its built-in Helvetica: no font files to ship). Drawn from the
 * invoice row each time it is asked for, so the numbers on paper are the stored ones.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: invoice.brandName,
        Subject: `Invoice ${invoice.number} for ${invoice.company.name}`,
        CreationDate: invoice.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const money = (cents: number) =>
      invoice.currency === 'USD'
        ? formatPrice(cents)
        : `${(cents / 100).toFixed(2)} ${invoice.currency}`;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('Helvetica-Bold').fontSize(20).text(invoice.brandName, left, 56);
    doc.font('Helvetica').fontSize(10).fillColor('#555').text(invoice.publicUrl);
    doc.moveDown(2).fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Issued on ${formatDay(invoice.issuedAt)}`);
    if (invoice.paymentRef) doc.text(`Paid: payment ${invoice.paymentRef}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text(invoice.company.name);
    if (invoice.company.address) doc.text(invoice.company.address);
    if (invoice.company.website) doc.text(invoice.company.website);
    doc.moveDown(2);

    const amountWidth = 100;
    const row = (description: string, amount: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(description, left, y, { width: width - amountWidth - 12 });
      const after = doc.y;
      doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.y = Math.max(after, doc.y) + 6;
    };
    row('Description', 'Amount', true);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke('#999');
    doc.y += 6;
    for (const line of invoice.lines) row(line.description, money(line.amount_cents));
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke('#999');
    doc.y += 6;
    row('Total paid', money(invoice.amountCents), true);
    doc.end();
  });
}
