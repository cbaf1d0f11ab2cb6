CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"parent_id" uuid,
	"kind" text,
	"start_sec" real,
	"end_sec" real,
	"segment_index" integer,
	"body" text NOT NULL,
	"rewrite" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_kind_check" CHECK ("review_comments"."kind" is null or "review_comments"."kind" in ('praise', 'suggestion', 'question')),
	CONSTRAINT "review_comments_thread_check" CHECK (("review_comments"."parent_id" is null) = ("review_comments"."kind" is not null and "review_comments"."start_sec" is not null and "review_comments"."end_sec" is not null))
);
--> statement-breakpoint
CREATE TABLE "review_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "review_grants_share_reviewer_unique" UNIQUE("share_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_due_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "review_notices_kind_check" CHECK ("review_notices"."kind" in ('review', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "review_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "review_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_shares_kind_check" CHECK ("review_shares"."kind" in ('invitation', 'link')),
	CONSTRAINT "review_shares_email_check" CHECK (("review_shares"."kind" = 'invitation') = ("review_shares"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_review_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_review_in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_review_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_share_id_review_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."review_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notices" ADD CONSTRAINT "review_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notices" ADD CONSTRAINT "review_notices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_shares" ADD CONSTRAINT "review_shares_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_session_idx" ON "review_comments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "review_comments_parent_idx" ON "review_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "review_comments_author_idx" ON "review_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "review_grants_reviewer_idx" ON "review_grants" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "review_grants_session_idx" ON "review_grants" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "review_notices_user_idx" ON "review_notices" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "review_notices_mail_due_idx" ON "review_notices" USING btree ("mail_due_at");--> statement-breakpoint
CREATE INDEX "review_shares_session_idx" ON "review_shares" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "review_shares_owner_created_idx" ON "review_shares" USING btree ("owner_id","created_at");