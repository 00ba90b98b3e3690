DROP INDEX entries_refusable;
