import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

/**
 * What changed in a conversation, as every instance hears it: never a text, only which conversation,
 * whose, and what kind of change. The pages read the change through the API, with its permissions.
 */
export interface MessageEvent {
  kind: 'message' | 'read' | 'state';
  threadId: number;
  /** The conversation's client. */
  userId: number;
  /** A change only staff may know of (an internal note, a staff member's read). */
  firmOnly: boolean;
}

/** A listener of one open stream: a client hears their own conversations, staff every one. */
export interface MessageListener {
  userId: number | 'firm';
  send(event: MessageEvent | { kind: 'resync' }): void;
  /** Ends the stream: the instance is closing. */
  end(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageEvents: {
      listen(listener: MessageListener): () => void;
      /** Open streams in this instance. */
      readonly size: number;
    };
  }
}

const CHANNEL = 'message_events';

/**
 * Inside the writing transaction: PostgreSQL (and PGlite) deliver a notification only when it commits,
 * to every instance listening, so a stream never announces a message that was rolled back.
 */
export async function notifyMessageEvent(tx: Db, event: MessageEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

function hears(listener: MessageListener, event: MessageEvent): boolean {
  return listener.userId === 'firm' || (listener.userId === event.userId && !event.firmOnly);
}

/** The instance's one LISTEN, and the open streams it hands each event to. */
export const messageEventsPlugin = fp(async (app: FastifyInstance) => {
  const listeners = new Set<MessageListener>();
  const dispatch = (payload: string) => {
    let event: MessageEvent;
    try {
      event = JSON.parse(payload) as MessageEvent;
    } catch {
      return;
    }
    for (const listener of listeners) if (hears(listener, event)) listener.send(event);
  };
  // After a lost connection to PostgreSQL events may have been missed: every page reads again.
  const resync = () => {
    for (const listener of listeners) listener.send({ kind: 'resync' });
  };
  let stop: (() => Promise<void>) | undefined;
  // Without it the pages fall back to asking at intervals: no reason to keep the site from starting.
  app.addHook('onReady', async () => {
    stop = await app.database.listen(CHANNEL, dispatch, resync).catch((err) => {
      app.log.error({ err }, 'messages: cannot listen for changes');
      return undefined;
    });
  });
  // An open stream would hold the server's close forever: each ends, and the browser comes back to another instance.
  app.addHook('preClose', async () => {
    for (const listener of listeners) listener.end();
    await stop?.();
  });
  app.decorate('messageEvents', {
    listen(listener: MessageListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
  });
});
