DROP INDEX "payments_tran_id_key";--> statement-breakpoint
DROP INDEX "payments_val_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tran_id_booking_key" ON "payments" USING btree ("tran_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_val_id_booking_key" ON "payments" USING btree ("val_id","booking_id");