import { alaskaMoment } from '@rha/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceView } from '../domain/invoice-views.js';

function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The invoice or credit note as a PDF, drawn from its stored lines so that a copy downloaded
 * later is the document that was issued. pdfkit's built-in Helvetica keeps it free of font files.
 */
export function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Remote Hands Alaska ${invoice.number}`, Author: 'Remote Hands Alaska' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const title = invoice.kind === 'invoice' ? 'Invoice' : 'Credit note';
  doc.font('Helvetica-Bold').fontSize(20).text('Remote Hands Alaska');
  doc.moveDown(0.5).fontSize(14).text(`${title} ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).moveDown();
  doc.text(`Billed to: ${invoice.companyName}`);
  doc.text(`Service request: ${invoice.ticketNumber}`);
  doc.text(`Issued: ${alaskaMoment(invoice.issuedAt)}`);
  if (invoice.kind === 'invoice') {
    doc.text(`Terms: net ${invoice.termsDays}, due ${invoice.dueOn}`);
  } else {
    doc.text(`Reason: ${invoice.reason}`);
  }
  doc.moveDown();

  const columns = { description: 50, quantity: 330, unit: 390, amount: 480 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Description', columns.description, header);
  doc.text('Qty', columns.quantity, header);
  doc.text('Unit', columns.unit, header);
  doc.text('Amount', columns.amount, header);
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const top = doc.y + 4;
    doc.text(line.description, columns.description, top, { width: 270 });
    const bottom = doc.y;
    doc.text(String(line.quantity), columns.quantity, top);
    doc.text(usd(line.unitCents), columns.unit, top);
    doc.text(usd(line.amountCents), columns.amount, top);
    doc.y = Math.max(bottom, doc.y);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Total ${invoice.currency} ${usd(invoice.totalCents)}`, 50);
  if (invoice.kind === 'invoice') {
    doc.text(`Balance due ${usd(invoice.balanceCents)}`);
  }
  doc.end();
  return done;
}
