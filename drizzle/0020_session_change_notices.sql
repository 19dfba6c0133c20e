-- Every change to who is signed in as whom (a session made, renewed or ended; a user renamed,
-- demoted or deleted) announces itself on one channel, once per statement: a process that keeps
-- session lookups in memory drops them when it hears this (src/server/auth/session.ts).
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('suitebook_sessions', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();
