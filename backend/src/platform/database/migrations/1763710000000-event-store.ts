import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store (DESIGN.md §2) and the checkpoints of catch-up subscriptions.
 *
 * Global position = (transaction id << 20) + ordinal within the transaction. Positions are sparse
 * but ordered like (transaction_id, ordinal), so "everything below the oldest running transaction"
 * (pg_snapshot_xmin) is a prefix of the position order: a reader that stops there can never be
 * overtaken by a late commit. See backend/src/eventstore/README.md.
 */
export class EventStore1763710000000 implements MigrationInterface {
  name = 'EventStore1763710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigint      PRIMARY KEY,
        stream_id       text        NOT NULL,
        stream_version  bigint      NOT NULL CHECK (stream_version >= 0),
        event_id        uuid        NOT NULL,
        type            text        NOT NULL,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}',
        transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version),
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_position_in_transaction CHECK (global_position >> 20 = transaction_id::text::bigint)
      )`);
    await q.query(`
      CREATE TABLE subscription_checkpoints (
        name       text        PRIMARY KEY,
        position   bigint      NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(APPEND_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION es_append(text, text, jsonb, boolean)`);
    await q.query(`DROP TABLE subscription_checkpoints`);
    await q.query(`DROP TABLE events`);
  }
}

/**
 * One round trip per append. Outcomes: 'ok', 'duplicate' (every id already stored in this stream:
 * the original result), 'partial' (some ids stored, or stored elsewhere: nothing written) and
 * 'conflict' (expected version not met).
 *
 * The fast path is one index probe and the INSERT. Event ids are looked up only when the
 * expectation fails or on a retry: a unique violation (a stored id, or a racing appender that
 * took the same stream version) aborts the statement, and the caller calls again with
 * p_retry = true, which then answers duplicate, partial, conflict or appends after the winner.
 *
 * enable_seqscan is off inside: PL/pgSQL caches its plans per session, and a plan made while the
 * table was empty (a fresh install) is a sequential scan that stays until the next ANALYZE. Every
 * lookup here has an exact index, so forbidding seq scans only ever removes that bad plan.
 */
const APPEND_FUNCTION = `
CREATE FUNCTION es_append(p_stream_id text, p_expected text, p_events jsonb, p_retry boolean DEFAULT false,
                          OUT outcome text, OUT stream_version bigint, OUT last_position bigint)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $fn$
DECLARE
  v_count      int := jsonb_array_length(p_events);
  v_current    bigint;
  v_ok         boolean;
  v_found      int;
  v_found_here int;
  v_dup_ver    bigint;
  v_dup_pos    bigint;
  v_tx_base    bigint;
  v_base       bigint;
BEGIN
  SELECT coalesce(max(ev.stream_version), -1) INTO v_current
    FROM events ev WHERE ev.stream_id = p_stream_id;
  v_ok := p_expected = 'any'
          OR (p_expected = 'no_stream' AND v_current = -1)
          OR (p_expected = 'stream_exists' AND v_current >= 0)
          OR (p_expected ~ '^-?[0-9]+$' AND p_expected::bigint = v_current);

  IF p_retry OR NOT v_ok THEN
    SELECT count(*), count(*) FILTER (WHERE ev.stream_id = p_stream_id),
           max(ev.stream_version) FILTER (WHERE ev.stream_id = p_stream_id),
           max(ev.global_position) FILTER (WHERE ev.stream_id = p_stream_id)
      INTO v_found, v_found_here, v_dup_ver, v_dup_pos
      FROM events ev
     WHERE ev.event_id IN (SELECT (e->>'id')::uuid FROM jsonb_array_elements(p_events) AS e);
    IF v_found_here = v_count THEN
      outcome := 'duplicate'; stream_version := v_dup_ver; last_position := v_dup_pos;
      RETURN;
    ELSIF v_found > 0 OR NOT v_ok THEN
      outcome := CASE WHEN v_found > 0 THEN 'partial' ELSE 'conflict' END;
      stream_version := v_current;
      RETURN;
    END IF;
  END IF;

  -- Positions continue the transaction's own ordinals when it has already appended (appendWith).
  v_tx_base := pg_current_xact_id_if_assigned()::text::bigint << 20;
  IF v_tx_base IS NULL THEN
    v_base := pg_current_xact_id()::text::bigint << 20;
  ELSE
    SELECT coalesce(max(ev.global_position), v_tx_base) INTO v_base
      FROM events ev WHERE ev.global_position > v_tx_base AND ev.global_position < v_tx_base + 1048576;
    IF v_base - v_tx_base + v_count >= 1048576 THEN
      RAISE EXCEPTION 'es_append: more than 1048575 events in one transaction';
    END IF;
  END IF;

  INSERT INTO events (global_position, stream_id, stream_version, event_id, type, data, metadata)
  SELECT v_base + o, p_stream_id, v_current + o, (e->>'id')::uuid, e->>'type', e->'data',
         coalesce(e->'metadata', '{}'::jsonb)
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, o);

  outcome := 'ok'; stream_version := v_current + v_count; last_position := v_base + v_count;
END
$fn$`;
