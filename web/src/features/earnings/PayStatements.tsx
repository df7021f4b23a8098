import { formatCents } from '@rha/contracts/reference';
import { Accordion, AccordionItem, LineItems } from '@rha/design-system';
import type { PayStatement } from '../../api/earnings';
import { formatAlaskaDay } from './days';

function detailOf(line: PayStatement['lines'][number]): string | undefined {
  return line.quantity === 1 ? undefined : `${line.quantity} × ${formatCents(line.unitCents)}`;
}

/** One statement per approved job, newest first; each opens to its lines. */
export function PayStatements({ statements }: { statements: readonly PayStatement[] }) {
  if (statements.length === 0) {
    return <p>Your pay statements appear here once a company approves your work.</p>;
  }
  return (
    <Accordion type="multiple">
      {statements.map((statement) => (
        <AccordionItem
          key={statement.id}
          value={statement.id}
          title={`${statement.ticketNumber} · ${formatAlaskaDay(statement.issuedAt)} · ${formatCents(statement.totalCents)}`}
        >
          <LineItems
            caption={`Pay for ticket ${statement.ticketNumber}`}
            items={statement.lines.map((line, index) => ({
              id: String(index),
              description: line.description,
              detail: detailOf(line),
              amount: formatCents(line.amountCents),
            }))}
            total={formatCents(statement.totalCents)}
            emptyText="No paid time was recorded on this job."
          />
        </AccordionItem>
      ))}
    </Accordion>
  );
}
