CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"destinataire_id" integer NOT NULL,
	"objet" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"texte" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages_publics" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(180) NOT NULL,
	"email" varchar(180) NOT NULL,
	"message" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"utilisateur_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_destinataire_id_utilisateurs_id_fk" FOREIGN KEY ("destinataire_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_chat" ADD CONSTRAINT "messages_chat_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_chat" ADD CONSTRAINT "messages_chat_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_publics" ADD CONSTRAINT "messages_publics_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_trajet_id_idx" ON "messages" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "messages_utilisateur_id_idx" ON "messages" USING btree ("utilisateur_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_destinataire_id_idx" ON "messages" USING btree ("destinataire_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_chat_trajet_id_idx" ON "messages_chat" USING btree ("trajet_id","id");--> statement-breakpoint
CREATE INDEX "messages_chat_utilisateur_id_idx" ON "messages_chat" USING btree ("utilisateur_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_publics_ip_idx" ON "messages_publics" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "messages_publics_utilisateur_id_idx" ON "messages_publics" USING btree ("utilisateur_id");