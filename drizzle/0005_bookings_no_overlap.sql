-- No two active bookings of one suite may share a night: nights are [check_in, check_out), so a
-- stay ending on the 5th and one starting on the 5th do not overlap. The database enforces it,
-- so racing requests and several server processes cannot double-book (SQLSTATE 23P01).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "suite_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
