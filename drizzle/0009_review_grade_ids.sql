ALTER TABLE "review_logs" ADD COLUMN "grade_id" uuid;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "schedule_after" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_user_grade_id_uq" ON "review_logs" USING btree ("user_id","grade_id");