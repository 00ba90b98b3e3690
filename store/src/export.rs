//! Exporting the lexicon (its current state or a published version) as a
//! plain list of forms or as tab-separated rows. Streams: memory stays flat
//! however large the lexicon.

use std::io::Write;
use std::pin::pin;

use futures_util::TryStreamExt;
use tokio_postgres::types::ToSql;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::names::FORM_SINCE;
use crate::progress::{Progress, REPORT_EVERY, Silent};
use crate::versions::version_number;

/// The shape of an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// One distinct form per line, in code point order (what `import --format list` reads).
    List,
    /// `form  lemma  pos  categories  kind` with a header line, categories
    /// comma-separated: the tab-separated list `import --format list` reads,
    /// so an export imports back as the same entries (forms of entries without
    /// categories that another entry also has are not added again: the
    /// plain-list join rule). Entries come by lemma, part of speech and the
    /// categories they were created with (their identity), so two lexicons
    /// with the same entries export the same bytes whatever order made them.
    Tsv,
}

const CURRENT_LIST: &str = "SELECT DISTINCT f.form FROM forms f JOIN entries e ON e.id = f.entry_id \
     WHERE e.lexicon_id = $1 AND e.status = 'active' AND f.withdrawn_from IS NULL ORDER BY f.form";

const VERSION_LIST: &str = "SELECT DISTINCT f.form FROM entry_spans s \
     JOIN forms f ON f.entry_id = s.entry_id AND {since} <= $2 \
     AND (f.withdrawn_from IS NULL OR f.withdrawn_from = 0 OR f.withdrawn_from > $2) \
     WHERE s.lexicon_id = $1 AND s.from_version <= $2 \
     AND (s.until_version IS NULL OR s.until_version > $2) ORDER BY f.form";

const CURRENT_TSV: &str = "SELECT f.form, e.lemma, e.pos, array_to_string(e.categories, ','), f.kind \
     FROM forms f JOIN entries e ON e.id = f.entry_id \
     WHERE e.lexicon_id = $1 AND e.status = 'active' AND f.withdrawn_from IS NULL \
     ORDER BY e.lemma, e.pos, e.sense, e.id, f.kind, f.form";

const VERSION_TSV: &str = "SELECT f.form, e.lemma, e.pos, array_to_string(s.categories, ','), f.kind \
     FROM entry_spans s JOIN entries e ON e.id = s.entry_id \
     JOIN forms f ON f.entry_id = s.entry_id AND {since} <= $2 \
     AND (f.withdrawn_from IS NULL OR f.withdrawn_from = 0 OR f.withdrawn_from > $2) \
     WHERE s.lexicon_id = $1 AND s.from_version <= $2 \
     AND (s.until_version IS NULL OR s.until_version > $2) ORDER BY e.lemma, e.pos, e.sense, e.id, f.kind, f.form";

impl Store {
    /// Writes the lexicon's active entries (or, with `version`, what that
    /// version published) to `out`; returns the number of lines written
    /// (header excluded).
    pub async fn export(
        &self,
        format: ExportFormat,
        version: Option<u32>,
        out: &mut (dyn Write + Send),
    ) -> Result<u64> {
        self.export_reporting(format, version, out, &Silent).await
    }

    /// [`export`](Self::export), telling `progress` the lines written.
    pub async fn export_reporting(
        &self,
        format: ExportFormat,
        version: Option<u32>,
        out: &mut (dyn Write + Send),
        progress: &dyn Progress,
    ) -> Result<u64> {
        let number = match version {
            Some(number) => {
                self.version_info(number).await?;
                Some(version_number(number)?)
            }
            None => None,
        };
        let sql = match (format, number) {
            (ExportFormat::List, None) => CURRENT_LIST,
            (ExportFormat::List, Some(_)) => VERSION_LIST,
            (ExportFormat::Tsv, None) => CURRENT_TSV,
            (ExportFormat::Tsv, Some(_)) => VERSION_TSV,
        };
        let sql = sql.replace("{since}", FORM_SINCE);
        let client = self.raw().await?;
        progress.stage("exporting", None);
        let mut params: Vec<&(dyn ToSql + Sync)> = vec![&self.lexicon];
        if let Some(number) = &number {
            params.push(number);
        }
        let rows = client
            .query_raw(&sql, params.iter().map(|p| *p as &dyn ToSql))
            .await?;
        let mut rows = pin!(rows);
        let io = |e: std::io::Error| StoreError::Invalid(format!("cannot write the export: {e}"));
        if format == ExportFormat::Tsv {
            writeln!(out, "form\tlemma\tpos\tcategories\tkind").map_err(io)?;
        }
        let mut lines = 0u64;
        while let Some(row) = rows.try_next().await? {
            match format {
                ExportFormat::List => writeln!(out, "{}", row.get::<_, &str>(0)),
                ExportFormat::Tsv => writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}",
                    row.get::<_, &str>(0),
                    row.get::<_, &str>(1),
                    row.get::<_, &str>(2),
                    row.get::<_, &str>(3),
                    row.get::<_, &str>(4)
                ),
            }
            .map_err(io)?;
            lines += 1;
            if lines.is_multiple_of(REPORT_EVERY) {
                progress.advance(REPORT_EVERY);
            }
        }
        out.flush().map_err(io)?;
        progress.advance(lines % REPORT_EVERY);
        progress.finish();
        Ok(lines)
    }
}
