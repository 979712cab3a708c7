CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"user_id" text,
	"taxpayer_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" text,
	"device" text,
	"session_id" text,
	CONSTRAINT "audit_events_actor_kind_valid" CHECK ("audit_events"."actor_kind" in ('user', 'staff', 'representative', 'anonymous')),
	CONSTRAINT "audit_events_kind_shape" CHECK ("audit_events"."kind" ~ '^[a-z][a-z-]*\.[a-z][a-z-]*$')
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_taxpayer_idx" ON "audit_events" USING btree ("taxpayer_id","occurred_at");--> statement-breakpoint
-- ADR 0048: the audit record is append-only for the application. Rows are only ever inserted; an
-- UPDATE, DELETE or TRUNCATE through any connection the app uses fails here, so no route, bug or
-- injected statement can rewrite history. (Retention, when the city sets one, is an operator's job
-- done by disabling the trigger under a different role, not by the app.)
CREATE FUNCTION citytax_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION citytax_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION citytax_audit_append_only();
