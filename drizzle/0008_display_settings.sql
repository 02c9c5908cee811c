CREATE TABLE "display_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"traditional_first" boolean DEFAULT false NOT NULL,
	"hide_pinyin" boolean DEFAULT false NOT NULL,
	"tone_colours" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "display_settings_theme_check" CHECK ("display_settings"."theme" in ('system', 'light', 'dark'))
);
--> statement-breakpoint
ALTER TABLE "display_settings" ADD CONSTRAINT "display_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;