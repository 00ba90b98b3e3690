//! `wortwert-admin stats`.

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

pub async fn run(context: &Context) -> Result<(), CliError> {
    let store = context.store().await?;
    let stats = store.stats_reporting(&Bars::of(context)).await?;
    output::print(&stats, context.json, || {
        let join = |map: &std::collections::BTreeMap<String, i64>| {
            map.iter()
                .map(|(k, v)| format!("{k} {}", output::group(*v)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let latest = match &stats.latest_version {
            Some(v) => format!(
                "version {} ({}), effective from {}",
                v.number, v.note, v.effective_from
            ),
            None => "none".to_owned(),
        };
        [
            format!("lexicon:         {}", stats.lexicon),
            format!(
                "entries:         {} active, {} retired",
                output::group(stats.entries_active),
                output::group(stats.entries_retired)
            ),
            format!(
                "forms:           {} of active entries, {} in all",
                output::group(stats.forms_active),
                output::group(stats.forms_total)
            ),
            format!(
                "categories:      {}; without category {}",
                join(&stats.categories),
                output::group(stats.uncategorised)
            ),
            format!("parts of speech: {}", join(&stats.parts_of_speech)),
            format!("form kinds:      {}", join(&stats.form_kinds)),
            format!("imports:         {}", output::group(stats.import_batches)),
            format!(
                "versions:        {}; latest {latest}",
                output::group(stats.versions)
            ),
            format!(
                "unpublished:     {}",
                output::count(stats.changes_since_latest, "change", "changes")
            ),
            format!(
                "integrity:       {}",
                if stats.integrity_problems.is_empty() {
                    "ok".to_owned()
                } else {
                    stats.integrity_problems.join("; ")
                }
            ),
        ]
        .join("\n")
    });
    Ok(())
}
