ALTER TABLE "uploaded_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_content_stored" CHECK ("uploaded_files"."content" is not null or "uploaded_files"."storage_key" is not null);