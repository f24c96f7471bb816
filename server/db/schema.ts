import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The text a list's search looks in, folded once when the row is written:
 * `search_fold` (migration 0009: lower case, accents off) makes 'perche' find
 * 'perché'. Stored, not computed per query: folding is the costly part of a
 * search (2 µs a row; 60 ms of a search matching 10,000 received files), and
 * the query then names one column instead of repeating the index's expression.
 */
const searchText = (columns: readonly string[], nullable: readonly string[] = []) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(
      `search_fold(${[...columns.map((c) => `"${c}"`), ...nullable.map((c) => `coalesce("${c}", '')`)].join(" || ' ' || ")})`,
    ),
  );
/** A trigram index on it: a substring search (`like '%…%'`) uses the index (server/lists/search.ts). */
const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
// Lists run newest first as `order by x desc, id desc`: an ascending (x, id) btree read backwards
// gives exactly that order (drizzle writes `desc` indexes NULLS LAST, which that order would not use).
/** A document's category (common/document-categories.ts); checked by the routes, not here, so the list can grow. */
const category = () => text('category').notNull().default('altro');
/** The year a document refers to; the routes set it, the default is this year in Italy. */
const documentYear = () =>
  integer('year').notNull().default(sql`(extract(year from (now() at time zone 'Europe/Rome')))::integer`);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
    createdAt: createdAt(),
    /** Set by `npm run admin -- reset-password`: nothing but the password change answers until it is done. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The firm asked this client to use a second factor ('Richiedi verifica in due passaggi'); admins always must. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /** SHA-256 of the client's private calendar feed token (`GET /api/calendar/:token`); null: no feed. */
    calendarTokenHash: text('calendar_token_hash'),
    calendarTokenCreatedAt: timestamp('calendar_token_created_at', { withTimezone: true }),
    /** When the feed last answered its address (written at most once a minute): shown in the profile. */
    calendarTokenReadAt: timestamp('calendar_token_read_at', { withTimezone: true }),
    /** A client's tax identifiers, normalised and checked (common/tax-ids.ts): how an import finds whose a file is. */
    codiceFiscale: text('codice_fiscale'),
    partitaIva: text('partita_iva'),
    searchText: searchText(['full_name', 'username', 'email'], ['codice_fiscale', 'partita_iva']),
  },
  (t) => [
    // "Mario" and "mario" are the same account: uniqueness ignores case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_calendar_token_key').on(t.calendarTokenHash),
    uniqueIndex('users_codice_fiscale_key').on(t.codiceFiscale),
    uniqueIndex('users_partita_iva_key').on(t.partitaIva),
    check('users_role_check', sql`${t.role} in ('client', 'admin')`),
    index('users_created_idx').on(t.createdAt, t.id),
    searchIndex('users_search_idx', t.searchText),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: category(),
    year: documentYear(),
    filename: text('filename').notNull(),
    /** The detected content type (MIME), never the one the browser declared. */
    filetype: text('filetype').notNull(),
    /** The stored file's server-generated name in the document store. */
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's first download; null while the document is new to them. */
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }),
    /** The pending "new documents" e-mail that lists this document. */
    noticeMailId: integer('notice_mail_id').references((): AnyPgColumn => mailOutbox.id, {
      onDelete: 'set null',
    }),
    /** A payment the document asks for (an F24): amount and due date, both or neither. */
    amountCents: integer('amount_cents'),
    dueDate: date('due_date', { mode: 'string' }),
    /** When the client marked it 'Pagato'; null while unpaid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The receipt (quietanza) the client attached, a file the firm receives like any other. */
    receiptUploadId: integer('receipt_upload_id').references((): AnyPgColumn => clientUploads.id, {
      onDelete: 'set null',
    }),
    searchText: searchText(['title', 'filename']),
  },
  (t) => [
    check(
      'documents_payment_check',
      sql`(${t.amountCents} is null) = (${t.dueDate} is null) and (${t.amountCents} is null or ${t.amountCents} > 0)`,
    ),
    index('documents_payment_due_idx').on(t.dueDate, t.id).where(sql`${t.amountCents} is not null`),
    // What is still to pay (the panel's overdue count, the lists of unpaid and overdue): few rows of the
    // ten years' payments, read without the paid ones. At 50,000 payments the count took 20 ms without it.
    index('documents_unpaid_due_idx')
      .on(t.dueDate, t.id)
      .where(sql`${t.amountCents} is not null and ${t.paidAt} is null`),
    index('documents_user_uploaded_idx').on(t.userId, t.uploadedAt, t.id),
    index('documents_uploaded_idx').on(t.uploadedAt, t.id),
    // The overview's year filter walks one year newest first instead of ten (583 ms → 27 ms at 500,000 rows).
    index('documents_year_uploaded_idx').on(t.year, t.uploadedAt, t.id),
    searchIndex('documents_search_idx', t.searchText),
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_notice_mail_idx').on(t.noticeMailId),
    check('documents_size_check', sql`${t.size} > 0`),
  ],
);

/**
 * Files a client sent to the firm ('Invia documenti'). Stored like the firm's
 * documents (same store, random keys); the firm's state is derived from
 * `seenAt` and `archivedAt`: new, seen, archived.
 */
export const clientUploads = pgTable(
  'client_uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The sender; their uploads (and files) go with them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: category(),
    year: documentYear(),
    /** The note the client wrote for the whole sending, repeated on each of its files. */
    note: text('note'),
    /** The page's id for one sending (up to 20 files). */
    batch: text('batch'),
    filename: text('filename').notNull(),
    filetype: text('filetype').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff first downloaded or marked it; from then on the client can no longer delete it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenBy: integer('seen_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The pending e-mail to the firm that lists this file. */
    noticeMailId: integer('notice_mail_id').references((): AnyPgColumn => mailOutbox.id, {
      onDelete: 'set null',
    }),
    /** The item of a request ('Richiesta documenti') this file answers; the file stays if the request goes. */
    requestItemId: integer('request_item_id').references((): AnyPgColumn => requestItems.id, {
      onDelete: 'set null',
    }),
    searchText: searchText(['title', 'filename']),
  },
  (t) => [
    index('client_uploads_request_item_idx').on(t.requestItemId),
    index('client_uploads_user_uploaded_idx').on(t.userId, t.uploadedAt, t.id),
    index('client_uploads_uploaded_idx').on(t.uploadedAt, t.id),
    searchIndex('client_uploads_search_idx', t.searchText),
    index('client_uploads_batch_idx').on(t.userId, t.batch),
    uniqueIndex('client_uploads_storage_key_key').on(t.storageKey),
    index('client_uploads_notice_mail_idx').on(t.noticeMailId),
    check('client_uploads_size_check', sql`${t.size} > 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    privacyAccepted: boolean('privacy_accepted').notNull(),
    createdAt: createdAt(),
    /** When an administrator first opened it in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Why it was judged automated (honeypot, too-fast, no-fill-time); null for the inbox. Kept 30 days. */
    spamReason: text('spam_reason'),
    searchText: searchText(['name', 'email', 'subject']),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    searchIndex('contact_messages_search_idx', t.searchText),
  ],
);

/**
 * E-mails waiting to be sent. A row is written in the same transaction as the
 * thing it reports (a contact message, an upload), so nothing is lost when the
 * SMTP server is down; a worker claims due rows and retries with growing delays.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim: another worker leaves the row alone until this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'set null',
    }),
    /** The client an e-mail is about; a deleted client's pending e-mails go with them. */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_contact_idx').on(t.contactMessageId),
    index('mail_outbox_recipient_idx').on(t.recipientUserId, t.kind),
  ],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content'),
    url: text('url').notNull(),
    urlToImage: text('url_to_image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('news_items_url_key').on(t.url),
    index('news_items_published_idx').on(t.publishedAt.desc()),
  ],
);

/** One row per configured feed: what the last fetch did, and its validators for conditional GETs. */
export const newsFeedStatus = pgTable('news_feed_status', {
  source: text('source').primaryKey(),
  url: text('url').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
  itemCount: integer('item_count').notNull().default(0),
  etag: text('etag'),
  lastModified: text('last_modified'),
});

/** Only the SHA-256 of a session token is stored: a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the 'Sessioni attive' list names a session by: the token's hash never leaves the server. */
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the person last proved who they are again in this session (password or code), for a sensitive change. */
    identityConfirmedAt: timestamp('identity_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Security events: who did what, when and from where. Never passwords or tokens. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As typed at sign-in, so failures for unknown names are traceable too. */
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_at_idx').on(t.at, t.id), index('audit_events_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts per account name and per client address, for growing
 * delays. An attempt is counted before its secret is checked; one that comes
 * during a block only adds to `refused`.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** Attempts refused since the last one that was let through (0: this key's last attempt was checked). */
    refused: integer('refused').notNull().default(0),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Requests per key (a route and a client address) in a fixed window, kept in
 * the database so that every instance counts together and a restart forgets nothing.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('request_counts_window_start_idx').on(t.windowStart)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** Single-use links to choose a new password; only the token's SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A user's authenticator app (RFC 6238). The secret is encrypted with SECRETS_KEY;
 * `confirmedAt` is null while enrolment waits for the first code.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code works once. */
  lastUsedStep: integer('last_used_step'),
});

/**
 * Single-use recovery codes, stored as HMAC-SHA-256 under a sub-key of
 * SECRETS_KEY over the user id and the code (random strings, not passwords:
 * no slow hash); rows from before hold the bare SHA-256 until replaced.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The step between a correct password and a session when a second factor is
 * on: its token lives in its own cookie, which no protected route reads.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it. */
    credentialId: text('credential_id').notNull(),
    /** base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/** WebAuthn challenges between options and verification; single use, a few minutes. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  /** SHA-256 of the random handle kept in an HttpOnly cookie. */
  handleHash: text('handle_hash').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Browsers a user has signed in from: a sign-in from any other sends a notice e-mail. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the long-lived random browser cookie. */
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_browsers_user_browser_key').on(t.userId, t.browserHash)],
);

/**
 * A request for documents ('Richiesta documenti'), one per client. Its state
 * is derived: complete once every item is answered (`completedAt`), overdue
 * past its due date (a calendar date in Italy) while not complete, else open.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    message: text('message'),
    /** Days before the due date a reminder goes out (default 7 and 1). */
    reminderDays: integer('reminder_days').array().notNull().default(sql`'{7,1}'::integer[]`),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the last item is answered; cleared when the firm sends one back. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    searchText: searchText(['title']),
  },
  (t) => [
    index('document_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('document_requests_created_idx').on(t.createdAt, t.id),
    index('document_requests_open_due_idx').on(t.dueDate).where(sql`${t.completedAt} is null`),
    searchIndex('document_requests_search_idx', t.searchText),
  ],
);

/** States of a request's item: 'sent' and 'unavailable' are the client's answers, the rest the firm's review. */
export const requestItemStates = ['pending', 'sent', 'unavailable', 'accepted', 'rejected'] as const;

export const requestItems = pgTable(
  'request_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    hint: text('hint'),
    category: category(),
    state: text('state', { enum: requestItemStates }).notNull().default('pending'),
    /** The client's note with 'Non ho questo documento'. */
    note: text('note'),
    /** The firm's message when it sends the item back ('Da rivedere'). */
    reviewMessage: text('review_message'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('request_items_request_idx').on(t.requestId, t.position),
    // The panel's count of files to review, across every request, reads only these.
    index('request_items_sent_idx').on(t.requestId).where(sql`${t.state} = 'sent'`),
    check(
      'request_items_state_check',
      sql`${t.state} in ('pending', 'sent', 'unavailable', 'accepted', 'rejected')`,
    ),
  ],
);

/** Checklists the firm reuses; migration 0012 ships three it can edit. */
export const requestTemplates = pgTable(
  'request_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<{ name: string; hint: string | null; category: string }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('request_templates_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Reminders chosen, one row each ('request:12:before:7', 'payment:40:due'):
 * the primary key makes the choice once across instances and restarts.
 */
export const remindersSent = pgTable('reminders_sent', {
  key: text('key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
});

/** At most one reminder e-mail per client per day (Europe/Rome): its key is the pair. */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The firm's software's keys to `/api/v1` ('Token di accesso'): the secret is
 * shown once and kept only as its SHA-256. Revoked tokens stay, so the audit
 * log's `api-token.use` events keep naming them.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** common/schemas/api-tokens.ts's scopes, checked by each `/api/v1` route. */
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Every token ends, at most a year after it is made (common/api-tokens.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * A conversation between a client and the firm ('Messaggi'), with a subject, optionally about one
 * document, request or payment. Its counters and times are kept as messages are written and read, so
 * the lists and the counts read one row a conversation, never its messages.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The last message of any kind (the firm's list), and the last one the client sees (theirs). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPublicAt: timestamp('last_public_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages of the other side not yet opened: the firm's for the client, the client's for the firm. */
    unreadByClient: integer('unread_by_client').notNull().default(0),
    unreadByFirm: integer('unread_by_firm').notNull().default(0),
    /** The e-mail telling the client, or the firm, of messages waiting; and when the last one was queued. */
    clientNoticeMailId: integer('client_notice_mail_id').references(() => mailOutbox.id, {
      onDelete: 'set null',
    }),
    clientNoticedAt: timestamp('client_noticed_at', { withTimezone: true }),
    firmNoticeMailId: integer('firm_notice_mail_id').references(() => mailOutbox.id, {
      onDelete: 'set null',
    }),
    firmNoticedAt: timestamp('firm_noticed_at', { withTimezone: true }),
    searchText: searchText(['subject']),
  },
  (t) => [
    index('message_threads_user_public_idx').on(t.userId, t.lastPublicAt, t.id),
    index('message_threads_last_idx').on(t.lastMessageAt, t.id),
    index('message_threads_firm_unread_idx').on(t.lastMessageAt, t.id).where(sql`${t.unreadByFirm} > 0`),
    searchIndex('message_threads_search_idx', t.searchText),
    // Deleting a document or a request unlinks its conversations: without these it reads them all.
    index('message_threads_document_idx').on(t.documentId).where(sql`${t.documentId} is not null`),
    // A request has one conversation (its comments of before became it, migration 0020).
    uniqueIndex('message_threads_request_key').on(t.requestId).where(sql`${t.requestId} is not null`),
    index('message_threads_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check('message_threads_state_check', sql`${t.state} in ('open', 'closed')`),
  ],
);

/**
 * One message of a conversation: the client's, the firm's, or the firm's internal note (`internal`),
 * which the client's routes never read. The text is kept as written and escaped wherever it is shown.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromFirm: boolean('from_firm').notNull(),
    internal: boolean('internal').notNull().default(false),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** When the other side first opened it, and for a client's message which staff member did. */
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: integer('read_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(['text']),
  },
  (t) => [
    index('messages_thread_created_idx').on(t.threadId, t.createdAt, t.id),
    index('messages_unread_idx').on(t.threadId).where(sql`${t.readAt} is null and not ${t.internal}`),
    searchIndex('messages_search_idx', t.searchText),
  ],
);

/**
 * The files of a message: a client's are among the files they sent ('Documenti ricevuti'), the firm's
 * are documents in the client's archive. They go through the upload pipeline first, then are attached;
 * a file deleted later leaves the message without it.
 */
export const messageFiles = pgTable(
  'message_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    clientUploadId: integer('client_upload_id').references(() => clientUploads.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('message_files_message_idx').on(t.messageId),
    index('message_files_upload_idx').on(t.clientUploadId).where(sql`${t.clientUploadId} is not null`),
    index('message_files_document_idx').on(t.documentId).where(sql`${t.documentId} is not null`),
    check('message_files_one_check', sql`(${t.clientUploadId} is null) <> (${t.documentId} is null)`),
  ],
);

/**
 * What the portal read in a stored file (a FatturaPA's invoices, a .p7m's signers), kept so a file is
 * read once (decision 0040). A cache: rebuilt when `readerVersion` or the firm's trusted authorities
 * (`trust`, a digest of TRUSTED_CERTIFICATES_DIR's certificates) change, removed with the file.
 * `details` leaves the invoices' lines out: they are in `file_reading_lines`, a page of them a row, so
 * a view of a long invoice loads one page and not ten thousand lines. Written after its lines.
 */
export const fileReadings = pgTable('file_readings', {
  storageKey: text('storage_key').primaryKey(),
  readerVersion: integer('reader_version').notNull(),
  trust: text('trust').notNull(),
  details: jsonb('details').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One page of an invoice's lines (`invoice` from 0 in the file, `page` from 0 of INVOICE_LINES_PAGE). */
export const fileReadingLines = pgTable(
  'file_reading_lines',
  {
    storageKey: text('storage_key').notNull(),
    invoice: integer('invoice').notNull(),
    page: integer('page').notNull(),
    lines: jsonb('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storageKey, t.invoice, t.page] })],
);
