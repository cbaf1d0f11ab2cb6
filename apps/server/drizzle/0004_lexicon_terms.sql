CREATE TABLE "lexicon_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"cue_category" text,
	"group" text,
	"style" text,
	"is_regex" boolean DEFAULT false NOT NULL,
	"pattern" text,
	"term" text NOT NULL,
	"weight" real DEFAULT 5 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lexicon_terms_weight_check" CHECK ("lexicon_terms"."weight" >= 0 and "lexicon_terms"."weight" <= 10)
);
--> statement-breakpoint
CREATE INDEX "lexicon_terms_locale_idx" ON "lexicon_terms" USING btree ("locale");