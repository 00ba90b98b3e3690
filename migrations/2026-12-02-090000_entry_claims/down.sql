DROP TABLE entry_claims;
