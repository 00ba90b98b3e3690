//! `wortwert-admin publish`, `versions` and `diff FROM TO`; what a change
//! of the versions tells the replicas through Redis (`withdraw` too).

use std::collections::BTreeMap;
use std::path::PathBuf;

use chrono::NaiveDate;
use clap::Args;
use serde::Serialize;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_store::{
    Novelty, Progress, PublishRequest, ReviewedChange, Side, VersionDiff, VersionInfo,
    VersionStatus, version_statuses_reported,
};

use crate::commands::Context;
use crate::commands::collisions::NewCollisions;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct PublishArgs {
    /// What this version is, for referees (e.g. "Turnierliste 2027").
    #[arg(long)]
    note: String,
    /// The first day the service serves it, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
    effective_from: Option<NaiveDate>,
    /// Replace scheduled version N (repeatable): without it, a version that
    /// would keep a scheduled one from ever being served is refused.
    #[arg(long, value_name = "N")]
    supersede: Vec<i32>,
    /// Publish even when nothing changed since the latest version.
    #[arg(long)]
    allow_empty: bool,
    /// Allow an effective date before the start of the version served today
    /// (name that version with --supersede too).
    #[arg(long)]
    backdate: bool,
    /// Check and compile everything and say what would be published,
    /// writing nothing and telling no replica.
    #[arg(long)]
    dry_run: bool,
}

fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("`{text}` is not a date YYYY-MM-DD ({e})"))
}

fn describe(v: &VersionInfo) -> String {
    format!(
        "version {} of `{}` ({}): effective from {}, published {} by {}; {}, {}, {} (expand), {} (distinct); checksum {}",
        v.number,
        v.lexicon_id,
        v.note,
        v.effective_from,
        v.published_at.format("%Y-%m-%d %H:%M"),
        v.actor,
        output::count(v.entries as u64, "entry", "entries"),
        output::count(v.forms as u64, "form", "forms"),
        output::count(v.keys_expand as u64, "key", "keys"),
        output::count(v.keys_distinct as u64, "key", "keys"),
        v.checksum
    )
}

pub async fn publish(context: &Context, args: PublishArgs) -> Result<(), CliError> {
    if args.note.trim().is_empty() {
        return Err(CliError::Input("the note must not be empty".into()));
    }
    let store = context.store().await?;
    let today = chrono::Local::now().date_naive();
    let mut request = PublishRequest::new(
        args.note,
        args.effective_from.unwrap_or(today),
        context.actor.clone(),
    );
    request.today = today;
    request.supersede = args.supersede;
    request.allow_empty = args.allow_empty;
    request.backdate = args.backdate;
    request.dry_run = args.dry_run;
    let bars = Bars::of(context);
    let progress: &dyn Progress = &bars;
    let outcome = store.publish_outcome(&request, progress).await?;
    // The keys whose verdict depends on which entry wins that this version
    // brings (a dry run: that it would bring), counted on the state it
    // published (read by the publish just now, so quickly read again).
    let novelty = if outcome.dry_run {
        Novelty::Unpublished
    } else {
        Novelty::Version(outcome.version.number)
    };
    let collisions = NewCollisions::of(context, &store, Side::Current, novelty, progress).await?;
    let announcement = match context.redis()? {
        Some(redis) if !outcome.dry_run => Some(announce(&store, &redis, &outcome.version).await),
        _ => None,
    };
    let report = Published {
        version: outcome.version,
        dry_run: outcome.dry_run,
        changes: outcome.changes,
        collisions,
        announcement,
    };
    output::print(&report, context.json, || {
        let mut text = if report.dry_run {
            format!(
                "dry run, nothing written: would publish {}",
                describe(&report.version)
            )
        } else {
            format!("published {}", describe(&report.version))
        };
        if !report.changes.is_empty() {
            text.push_str(&format!(
                "
{} {}:",
                if report.dry_run {
                    "would take"
                } else {
                    "takes"
                },
                output::count(report.changes.len(), "reviewed change", "reviewed changes")
            ));
            for c in &report.changes {
                text.push_str(&format!(
                    "
  #{} {} (proposed by {}, approved by {})",
                    c.change, c.summary, c.proposer, c.approver
                ));
            }
        }
        match &report.announcement {
            Some(Announced::Sent { replicas }) => text.push_str(&format!(
                "\nannounced to {}; its snapshot is cached in Redis",
                output::count(*replicas as u64, "listening replica", "listening replicas")
            )),
            Some(Announced::Failed { error }) => text.push_str(&format!(
                "\nwarning: not announced ({error}); replicas find it at their next version check"
            )),
            None => {}
        }
        if let Some(line) = report.collisions.line() {
            text.push_str(&format!("\n{line}"));
        }
        text
    });
    Ok(())
}

/// What `publish --json` prints: the version, the reviewed changes it takes,
/// and whether replicas heard of it.
#[derive(Debug, Serialize)]
struct Published {
    #[serde(flatten)]
    version: VersionInfo,
    dry_run: bool,
    /// Who proposed and who approved each change (none without review).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    changes: Vec<ReviewedChange>,
    /// The key collisions this version brings (see `collisions`).
    collisions: NewCollisions,
    /// Absent without Redis.
    #[serde(skip_serializing_if = "Option::is_none")]
    announcement: Option<Announced>,
}

/// Whether the replicas were told of a change of the versions.
#[derive(Debug, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub(crate) enum Announced {
    Sent { replicas: usize },
    Failed { error: String },
}

/// A version as the replicas' Redis holds it.
pub(crate) fn cached(v: &VersionInfo) -> wortwert_cache::CachedVersion {
    wortwert_cache::CachedVersion {
        number: v.number as u32,
        effective_from: v.effective_from,
        checksum: v.checksum.clone(),
        bytes: v.snapshot_bytes.and_then(|b| u64::try_from(b).ok()),
    }
}

/// Puts the list of versions a replica may serve into Redis: the ones that
/// are not withdrawn, so a replica that chooses from it while PostgreSQL is
/// unreachable never serves a withdrawn one.
pub(crate) async fn put_standing_versions(
    store: &wortwert_store::Store,
    redis: &wortwert_cache::Redis,
) -> Result<(), String> {
    let versions: Vec<_> = store
        .list_versions()
        .await
        .map_err(|e| e.to_string())?
        .iter()
        .filter(|v| !v.is_withdrawn())
        .map(cached)
        .collect();
    redis
        .put_versions(&versions)
        .await
        .map_err(|e| e.to_string())
}

/// Puts the new version's snapshot and the version list into Redis, then
/// announces it. A failure here does not undo the publish (it is committed):
/// replicas find the version at their next periodic check instead.
async fn announce(
    store: &wortwert_store::Store,
    redis: &wortwert_cache::Redis,
    version: &VersionInfo,
) -> Announced {
    let number = version.number as u32;
    let result: Result<usize, String> = async {
        let stored = store.load_bundle(number).await.map_err(|e| e.to_string())?;
        redis
            .put_snapshot(&cached(version), &stored.bundle)
            .await
            .map_err(|e| e.to_string())?;
        put_standing_versions(store, redis).await?;
        redis
            .announce(&wortwert_cache::Announcement {
                lexicon: version.lexicon_id.clone(),
                version: cached(version),
            })
            .await
            .map_err(|e| e.to_string())
    }
    .await;
    match result {
        Ok(replicas) => Announced::Sent { replicas },
        Err(error) => Announced::Failed { error },
    }
}

/// A version and where it stands today.
#[derive(Debug, Serialize)]
struct ListedVersion {
    #[serde(flatten)]
    version: VersionInfo,
    #[serde(flatten)]
    status: VersionStatus,
}

#[derive(Debug, Serialize)]
struct Versions {
    lexicon: String,
    today: NaiveDate,
    /// The version every replica serves today (the newest effective one
    /// that is not withdrawn), unless a replica pins another
    /// (`lexicon.pinned_version`).
    current: Option<i32>,
    versions: Vec<ListedVersion>,
}

pub async fn versions(context: &Context) -> Result<(), CliError> {
    let store = context.store().await?;
    let today = chrono::Local::now().date_naive();
    let listed = store.list_versions().await?;
    let reported = served_record(context, &listed).await?;
    let statuses = version_statuses_reported(&listed, &reported, chrono::Utc::now());
    let report = Versions {
        lexicon: context.lexicon.clone(),
        today,
        current: store.current_version(today).await?.map(|v| v.number),
        versions: listed
            .into_iter()
            .zip(statuses)
            .map(|(version, status)| ListedVersion { version, status })
            .collect(),
    };
    output::print(&report, context.json, || {
        if report.versions.is_empty() {
            return format!("`{}` has no published version yet", report.lexicon);
        }
        let table = output::table(
            &[
                "",
                "version",
                "effective from",
                "status",
                "note",
                "published",
                "by",
                "entries",
                "forms",
            ],
            report.versions.iter().map(|v| {
                let when =
                    |t: chrono::DateTime<chrono::Utc>| t.format("%Y-%m-%d %H:%M").to_string();
                let status = match v.status {
                    VersionStatus::Served { served_from } => {
                        format!("served since {}", when(served_from))
                    }
                    VersionStatus::Scheduled => "scheduled".to_owned(),
                    VersionStatus::Superseded { by } => format!("superseded by {by}, never served"),
                    VersionStatus::Replaced {
                        by,
                        served_from,
                        served_until,
                    } => format!(
                        "served {} – {}, replaced by {by}",
                        when(served_from),
                        when(served_until)
                    ),
                    VersionStatus::Withdrawn => withdrawn_status(&v.version),
                };
                let version = &v.version;
                vec![
                    if matches!(v.status, VersionStatus::Served { .. }) {
                        "*"
                    } else {
                        ""
                    }
                    .to_owned(),
                    version.number.to_string(),
                    version.effective_from.to_string(),
                    status,
                    version.note.clone(),
                    version.published_at.format("%Y-%m-%d %H:%M").to_string(),
                    version.actor.clone(),
                    output::group(version.entries as u64),
                    output::group(version.forms as u64),
                ]
            }),
            &[1, 7, 8],
        );
        let serving = match report.current {
            Some(n) => format!(
                "on {} every replica serves version {n} (unless it pins another)",
                report.today
            ),
            None => format!(
                "on {} no version is effective yet: replicas serve none",
                report.today
            ),
        };
        format!("{table}\n{serving}")
    });
    Ok(())
}

/// `withdrawn T by NAME: REASON`, the status column of a withdrawn version.
fn withdrawn_status(version: &VersionInfo) -> String {
    let mut text = "withdrawn".to_owned();
    if let Some(at) = version.withdrawn_at {
        text.push_str(&format!(" {}", at.format("%Y-%m-%d %H:%M")));
    }
    if let Some(by) = &version.withdrawn_by {
        text.push_str(&format!(" by {by}"));
    }
    if let Some(reason) = &version.withdrawal_reason {
        text.push_str(&format!(": {reason}"));
    }
    text
}

/// One side of `diff`: a version number, `current`, or a bundle file.
#[derive(Debug, Clone)]
pub enum DiffSide {
    Store(Side),
    Bundle(PathBuf),
}

fn parse_side(text: &str) -> Result<DiffSide, String> {
    if text == "current" {
        return Ok(DiffSide::Store(Side::Current));
    }
    if let Ok(number) = text.parse::<u32>() {
        return i32::try_from(number)
            .map(|n| DiffSide::Store(Side::Version(n)))
            .map_err(|_| format!("{text} is not a version number"));
    }
    let path = PathBuf::from(text);
    if path.is_file() {
        Ok(DiffSide::Bundle(path))
    } else {
        Err(format!(
            "`{text}` is neither a version number, `current`, nor a bundle file"
        ))
    }
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The older side: a version number (0: before the first), `current`
    /// (the unpublished state), or a bundle file (`.wwlex`).
    #[arg(value_parser = parse_side)]
    from: DiffSide,
    /// The newer side, the same way.
    #[arg(value_parser = parse_side)]
    to: DiffSide,
    /// Counts by change kind and category, and a sample of each kind.
    #[arg(long)]
    summary: bool,
    /// Changes of each kind shown with --summary.
    #[arg(long, default_value_t = 5, value_name = "N")]
    sample: usize,
}

pub async fn diff(context: &Context, args: DiffArgs) -> Result<(), CliError> {
    let (from, to) = match (&args.from, &args.to) {
        (DiffSide::Store(from), DiffSide::Store(to)) => (*from, *to),
        _ => return diff_bundles(context, &args).await,
    };
    let store = context.store().await?;
    let diff = store
        .diff_sides_reporting(from, to, &Bars::of(context))
        .await?;
    if args.summary {
        let summary = Summary::of(&diff, args.sample);
        output::print(&summary, context.json, || summary.describe());
        return Ok(());
    }
    output::print(&diff, context.json, || {
        if diff.is_empty() {
            return format!("no changes from {} to {}", diff.from, diff.to);
        }
        let mut lines = vec![headline(&diff)];
        lines.extend(change_lines(&diff, usize::MAX));
        lines.join("\n")
    });
    Ok(())
}

fn headline(diff: &VersionDiff) -> String {
    format!(
        "from {} to {}: {} added, {} removed; {} added, {} removed, {} with other categories",
        diff.from,
        diff.to,
        output::count(diff.forms_added.len() as u64, "form", "forms"),
        output::group(diff.forms_removed.len()),
        output::count(diff.entries_added.len(), "entry", "entries"),
        output::group(diff.entries_removed.len()),
        output::group(diff.categories_changed.len())
    )
}

/// Up to `each` lines of every kind of change.
fn change_lines(diff: &VersionDiff, each: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for f in diff.forms_added.iter().take(each) {
        lines.push(format!(
            "+ {} ({}) of #{} {}",
            f.form, f.kind, f.entry_id, f.lemma
        ));
    }
    for f in diff.forms_removed.iter().take(each) {
        lines.push(format!(
            "- {} ({}) of #{} {}",
            f.form, f.kind, f.entry_id, f.lemma
        ));
    }
    for c in diff.categories_changed.iter().take(each) {
        lines.push(format!(
            "~ #{} {} ({}): [{}] -> [{}]",
            c.entry_id,
            c.lemma,
            c.pos,
            category_names(&c.before).join(","),
            category_names(&c.after).join(",")
        ));
    }
    lines
}

/// When the service replicas first served each version, as they recorded it
/// in Redis (none without a configured Redis). An unreachable Redis is said,
/// and the dates then come from the effective dates and publications.
async fn served_record(
    context: &Context,
    listed: &[VersionInfo],
) -> Result<BTreeMap<i32, chrono::DateTime<chrono::Utc>>, CliError> {
    let Some(redis) = context.redis()? else {
        return Ok(BTreeMap::new());
    };
    let numbers: Vec<u32> = listed
        .iter()
        .filter_map(|v| u32::try_from(v.number).ok())
        .collect();
    match redis.served_since(&numbers).await {
        Ok(served) => Ok(served
            .into_iter()
            .filter_map(|(v, at)| Some((i32::try_from(v).ok()?, at)))
            .collect()),
        Err(e) => {
            eprintln!(
                "note: the replicas' serving record in Redis could not be read ({e}); \
                 serving times are inferred from the effective dates"
            );
            Ok(BTreeMap::new())
        }
    }
}

/// Categories as the service names them: an entry without any is published
/// as `common` (as `output::categories` says of a stored set).
fn category_names(categories: &[String]) -> Vec<String> {
    if categories.is_empty() {
        vec!["common".to_owned()]
    } else {
        categories.to_vec()
    }
}

/// `diff --summary`: how many changes of each kind, by category, and a sample.
#[derive(Debug, Serialize)]
struct Summary {
    lexicon: String,
    from: Side,
    to: Side,
    forms_added: usize,
    forms_removed: usize,
    entries_added: usize,
    entries_removed: usize,
    categories_changed: usize,
    /// Per category (an entry without categories counts as `common`): entries
    /// added and removed, and entries that gained or lost it.
    by_category: BTreeMap<String, CategoryCounts>,
    /// At most `--sample` changes of each kind.
    sample: VersionDiff,
}

#[derive(Debug, Default, Serialize)]
struct CategoryCounts {
    entries_added: usize,
    entries_removed: usize,
    tagged: usize,
    untagged: usize,
}

impl Summary {
    fn of(diff: &VersionDiff, each: usize) -> Summary {
        let mut by_category: BTreeMap<String, CategoryCounts> = BTreeMap::new();
        let names = category_names;
        for e in &diff.entries_added {
            for c in names(&e.categories) {
                by_category.entry(c).or_default().entries_added += 1;
            }
        }
        for e in &diff.entries_removed {
            for c in names(&e.categories) {
                by_category.entry(c).or_default().entries_removed += 1;
            }
        }
        for change in &diff.categories_changed {
            let (before, after) = (names(&change.before), names(&change.after));
            for c in after.iter().filter(|c| !before.contains(c)) {
                by_category.entry(c.clone()).or_default().tagged += 1;
            }
            for c in before.iter().filter(|c| !after.contains(c)) {
                by_category.entry(c.clone()).or_default().untagged += 1;
            }
        }
        let sample = VersionDiff {
            lexicon: diff.lexicon.clone(),
            from: diff.from,
            to: diff.to,
            forms_added: diff.forms_added.iter().take(each).cloned().collect(),
            forms_removed: diff.forms_removed.iter().take(each).cloned().collect(),
            entries_added: diff.entries_added.iter().take(each).cloned().collect(),
            entries_removed: diff.entries_removed.iter().take(each).cloned().collect(),
            categories_changed: diff.categories_changed.iter().take(each).cloned().collect(),
        };
        Summary {
            lexicon: diff.lexicon.clone(),
            from: diff.from,
            to: diff.to,
            forms_added: diff.forms_added.len(),
            forms_removed: diff.forms_removed.len(),
            entries_added: diff.entries_added.len(),
            entries_removed: diff.entries_removed.len(),
            categories_changed: diff.categories_changed.len(),
            by_category,
            sample,
        }
    }

    fn describe(&self) -> String {
        let mut text = output::table(
            &["change", "forms", "entries"],
            [
                vec![
                    "added".to_owned(),
                    output::group(self.forms_added as u64),
                    output::group(self.entries_added as u64),
                ],
                vec![
                    "removed".to_owned(),
                    output::group(self.forms_removed as u64),
                    output::group(self.entries_removed as u64),
                ],
                vec![
                    "other categories".to_owned(),
                    "".to_owned(),
                    output::group(self.categories_changed as u64),
                ],
            ],
            &[1, 2],
        );
        text = format!("from {} to {}:\n{text}", self.from, self.to);
        if !self.by_category.is_empty() {
            text.push_str("\n\n");
            text.push_str(&output::table(
                &[
                    "category",
                    "entries added",
                    "entries removed",
                    "tagged",
                    "untagged",
                ],
                self.by_category.iter().map(|(name, c)| {
                    vec![
                        name.clone(),
                        output::group(c.entries_added as u64),
                        output::group(c.entries_removed as u64),
                        output::group(c.tagged as u64),
                        output::group(c.untagged as u64),
                    ]
                }),
                &[1, 2, 3, 4],
            ));
        }
        let sample = change_lines(&self.sample, usize::MAX);
        if !sample.is_empty() {
            text.push_str("\n\nsample:\n");
            text.push_str(&sample.join("\n"));
        }
        text
    }
}

/// A game key's change between two compiled snapshots.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
struct KeyPosting {
    key: String,
    lemma: String,
    pos: String,
    kind: String,
    categories: String,
}

#[derive(Debug, Serialize)]
struct BundleDiff {
    from: String,
    to: String,
    /// Game keys (umlauts expanded) with the entry and form kind behind them.
    added: Vec<KeyPosting>,
    removed: Vec<KeyPosting>,
}

/// What the games see: every (key, entry, form kind) of a snapshot.
fn postings(snapshot: &Snapshot) -> std::collections::BTreeSet<KeyPosting> {
    let mut all = std::collections::BTreeSet::new();
    snapshot.for_each_key(UmlautPolicy::Expand, |key, postings| {
        for posting in postings {
            let entry = snapshot.entry(posting.entry);
            all.insert(KeyPosting {
                key: key.as_str().to_owned(),
                lemma: entry.lemma.to_owned(),
                pos: entry.pos.as_str().to_owned(),
                kind: posting.kind.as_str().to_owned(),
                categories: posting.categories.to_string(),
            });
        }
    });
    all
}

/// A diff with a bundle file on one side: compiled snapshots compared key
/// by key (a bundle holds game keys and entries, not the surface forms).
/// The other side may be a version, the empty lexicon (0) or the current
/// state, compiled as the next publish would compile it.
async fn diff_bundles(context: &Context, args: &DiffArgs) -> Result<(), CliError> {
    let mut store = None;
    let bars = Bars::of(context);
    let progress: &dyn Progress = &bars;
    let mut snapshots = Vec::new();
    for side in [&args.from, &args.to] {
        let (name, snapshot) = match side {
            DiffSide::Bundle(path) => {
                progress.stage(&format!("reading {}", path.display()), None);
                let bytes = std::fs::read(path)
                    .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?;
                let snapshot = Snapshot::from_bundle(&bytes).map_err(|e| {
                    CliError::Input(format!("{} is not a lexicon bundle: {e}", path.display()))
                })?;
                (path.display().to_string(), snapshot)
            }
            DiffSide::Store(side) => {
                if store.is_none() {
                    store = Some(context.store().await?);
                }
                let store = store.as_ref().expect("opened above");
                (side.to_string(), store.snapshot_of(*side, progress).await?)
            }
        };
        progress.stage(&format!("listing the keys of {name}"), None);
        snapshots.push((name, postings(&snapshot)));
    }
    progress.finish();
    let (to_name, to) = snapshots.pop().expect("two sides");
    let (from_name, from) = snapshots.pop().expect("two sides");
    let report = BundleDiff {
        added: to.difference(&from).cloned().collect(),
        removed: from.difference(&to).cloned().collect(),
        from: from_name,
        to: to_name,
    };
    let each = if args.summary {
        args.sample
    } else {
        usize::MAX
    };
    output::print(&report, context.json, || {
        let mut lines = vec![format!(
            "from {} to {}: {} added, {} removed (key, entry, form kind)",
            report.from,
            report.to,
            output::count(report.added.len(), "key posting", "key postings"),
            output::group(report.removed.len())
        )];
        for (sign, list) in [("+", &report.added), ("-", &report.removed)] {
            for p in list.iter().take(each) {
                lines.push(format!(
                    "{sign} {} ({}) of {} ({}) [{}]",
                    p.key, p.kind, p.lemma, p.pos, p.categories
                ));
            }
        }
        lines.join("\n")
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use wortwert_domain::model::PartOfSpeech;
    use wortwert_store::CategoryChange;

    #[test]
    fn a_category_change_names_no_category_as_common() {
        let diff = VersionDiff {
            lexicon: "default".to_owned(),
            from: Side::Version(1),
            to: Side::Current,
            forms_added: vec![],
            forms_removed: vec![],
            entries_added: vec![],
            entries_removed: vec![],
            categories_changed: vec![CategoryChange {
                entry_id: 7,
                lemma: "Angela".to_owned(),
                pos: PartOfSpeech::Noun,
                before: vec![],
                after: vec!["first_name".to_owned()],
            }],
        };
        assert_eq!(
            change_lines(&diff, usize::MAX),
            vec!["~ #7 Angela (noun): [common] -> [first_name]".to_owned()]
        );
    }
}
