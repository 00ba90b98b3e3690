//! The references the bulk tables keep by construction rather than by
//! declared foreign keys (see the migration), checked on demand.

use diesel::QueryableByName;
use diesel::sql_types::BigInt;
use diesel_async::RunQueryDsl;

use crate::Store;
use crate::error::Result;

/// What is wrong when the count is not zero, and the count's query.
const CHECKS: &[(&str, &str)] = &[
    (
        "form(s) name a missing entry",
        "SELECT count(*) AS n FROM forms f \
         WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.id = f.entry_id)",
    ),
    (
        "entry(ies) name a missing lexicon",
        "SELECT count(*) AS n FROM entries e \
         WHERE NOT EXISTS (SELECT 1 FROM lexicons l WHERE l.id = e.lexicon_id)",
    ),
    (
        "entry(ies) or form(s) name a missing import batch",
        "SELECT (SELECT count(*) FROM entries e WHERE e.batch_id IS NOT NULL \
             AND NOT EXISTS (SELECT 1 FROM import_batches b WHERE b.id = e.batch_id)) \
          + (SELECT count(*) FROM forms f WHERE f.batch_id IS NOT NULL \
             AND NOT EXISTS (SELECT 1 FROM import_batches b WHERE b.id = f.batch_id)) AS n",
    ),
    (
        "entry span(s) name a missing entry or version",
        "SELECT count(*) AS n FROM entry_spans s \
         WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.id = s.entry_id AND e.lexicon_id = s.lexicon_id) \
            OR NOT EXISTS (SELECT 1 FROM published_versions v \
                           WHERE v.lexicon_id = s.lexicon_id AND v.number = s.from_version) \
            OR (s.until_version IS NOT NULL AND NOT EXISTS (SELECT 1 FROM published_versions v \
                           WHERE v.lexicon_id = s.lexicon_id AND v.number = s.until_version))",
    ),
    (
        "entry(ies) have more than one open span",
        "SELECT count(*) AS n FROM (SELECT entry_id FROM entry_spans WHERE until_version IS NULL \
         GROUP BY entry_id HAVING count(*) > 1) doubled",
    ),
    (
        "form(s) have more than one open row (a form that came back twice over)",
        "SELECT count(*) AS n FROM (SELECT 1 FROM forms \
         WHERE withdrawn_from IS NULL OR withdrawn_from = 0 \
         GROUP BY entry_id, form, kind HAVING count(*) > 1) doubled",
    ),
];

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

impl Store {
    /// Broken references in the whole database (every lexicon), as
    /// sentences; empty when all hold. Cost: an anti-join per check over the
    /// bulk tables (a second or so for a million forms).
    pub async fn integrity_problems(&self) -> Result<Vec<String>> {
        let mut conn = self.conn().await?;
        let mut problems = Vec::new();
        for (what, sql) in CHECKS {
            let count: Count = diesel::sql_query(*sql).get_result(&mut conn).await?;
            if count.n > 0 {
                problems.push(format!("{} {what}", count.n));
            }
        }
        Ok(problems)
    }
}
