CREATE TABLE "searched_queries" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"query" text NOT NULL,
	CONSTRAINT "searched_queries_user_id_day_query_pk" PRIMARY KEY("user_id","day","query")
);
--> statement-breakpoint
ALTER TABLE "searched_queries" ADD CONSTRAINT "searched_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;