-- A save names the keys of its composite and thumbnail and leaves them to be made when first asked
-- for (record 0162); every colouring saved before this has both files.
ALTER TABLE "coloreds" ADD COLUMN "pictured" boolean DEFAULT true NOT NULL;
