import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';

export type OutboxChannel = 'EMAIL' | 'SMS';

/** What the emulator would have sent; `template` names the kind of message (e.g. ACTIVATION, TWO_FA_CODE). */
export interface OutboxMessage {
  channel: OutboxChannel;
  template: string;
  from: string | null;
  to: string;
  subject: string | null;
  body: string;
}

interface OutboxRow {
  id: number;
  created_time: number;
  channel: OutboxChannel;
  template: string;
  sender: string | null;
  recipient: string;
  subject: string | null;
  body: string;
}

const toMessage = (row: OutboxRow) => ({
  id: row.id,
  createdTime: row.created_time,
  channel: row.channel,
  template: row.template,
  from: row.sender,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
});

export function createOutboxStore(db: DatabaseSync) {
  return {
    add(message: OutboxMessage, atMs = Date.now()): void {
      prepareCached(
        db,
        `INSERT INTO outbox (created_time, channel, template, sender, recipient, recipient_lc, subject, body)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(atMs, message.channel, message.template, message.from, message.to, message.to.toLowerCase(),
        message.subject, message.body);
    },
    /** Newest first; addresses match case-insensitively; no address lists everything. */
    list(to: string | undefined, limit = 100) {
      const rows = to === undefined
        ? prepareCached(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
        : prepareCached(db, 'SELECT * FROM outbox WHERE recipient_lc = ? ORDER BY id DESC LIMIT ?').all(to.toLowerCase(), limit);
      return (rows as unknown as OutboxRow[]).map(toMessage);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
