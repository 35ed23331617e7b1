CREATE TABLE "support_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer,
	"subscription_id" integer,
	"months" integer,
	"public_page" integer DEFAULT 0 NOT NULL,
	"page_creation" integer DEFAULT 0 NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_grants_what" CHECK (("support_grants"."kind" = 'plan' and "support_grants"."plan_id" is not null and "support_grants"."months" between 1 and 12) or ("support_grants"."kind" = 'credits' and "support_grants"."public_page" >= 0 and "support_grants"."page_creation" >= 0 and "support_grants"."public_page" + "support_grants"."page_creation" > 0))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "stripe_subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_grants_created_at_idx" ON "support_grants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_grants_user_id_idx" ON "support_grants" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_source_stripe_id" CHECK (("subscriptions"."source" = 'stripe' and "subscriptions"."stripe_subscription_id" is not null) or ("subscriptions"."source" = 'admin' and "subscriptions"."stripe_subscription_id" is null));