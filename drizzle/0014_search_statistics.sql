-- How many pages a searched word matches decides how a search is read: walking the gallery's
-- sort index (a common word: the first page's matches come quickly) or the trigram index then
-- sorting (a rare word). With the default statistics (a 30,000-row sample, 100 histogram bounds)
-- the estimate for a word in 6% of a million pages came out at 87 rows on one ANALYZE and right
-- on another, and the wrong plan read 55,000 pages for 13 (1.4 s from a cold cache; the bench went
-- from 440 searches a second to 8). A sample ten times larger sees the words families search
-- for (issue #15).
ALTER INDEX "pages_prompt_fold_idx" ALTER COLUMN 1 SET STATISTICS 1000;
