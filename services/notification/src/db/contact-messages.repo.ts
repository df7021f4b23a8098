import type { Knex } from 'knex';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  emailId: string;
}

export async function insertContactMessage(
  trx: Knex.Transaction,
  contact: NewContactMessage,
): Promise<string> {
  const rows: { id: string }[] = await trx('contact_messages')
    .insert({
      name: contact.name,
      email: contact.email,
      message: contact.message,
      email_id: contact.emailId,
    })
    .returning('id');
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into contact_messages returned no id');
  return id;
}
