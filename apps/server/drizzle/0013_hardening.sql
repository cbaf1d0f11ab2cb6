CREATE TABLE "sign_in_code_origins" (
	"identifier" text PRIMARY KEY NOT NULL,
	"requester_ip" text NOT NULL,
	"foreign_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
