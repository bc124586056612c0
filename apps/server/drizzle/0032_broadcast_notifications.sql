ALTER TABLE "notifications" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_broadcast_once" ON "notifications" USING btree ("kind","reference") WHERE "notifications"."customer_id" is null;--> statement-breakpoint
-- Announcements already fanned out, one row a customer, become one broadcast each: single reads move to
-- the kept row (the oldest, so every read-all watermark that covered a customer's copy still covers it).
INSERT INTO "notification_reads" ("user_id", "notification_id", "read_at")
SELECT r."user_id", k."id", min(r."read_at")
FROM "notification_reads" r
JOIN "notifications" n ON n."id" = r."notification_id" AND n."kind" = 'announcement'
JOIN (SELECT "reference", min("id") AS "id" FROM "notifications" WHERE "kind" = 'announcement' GROUP BY "reference") k ON k."reference" = n."reference"
GROUP BY r."user_id", k."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "notifications" n
USING (SELECT "reference", min("id") AS "id" FROM "notifications" WHERE "kind" = 'announcement' GROUP BY "reference") k
WHERE n."kind" = 'announcement' AND n."reference" = k."reference" AND n."id" <> k."id";--> statement-breakpoint
UPDATE "notifications" SET "customer_id" = NULL WHERE "kind" = 'announcement';
