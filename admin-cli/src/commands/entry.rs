//! `wortwert-admin entry add|show|tag|untag|retire|restore`.

use clap::{Args, Subcommand};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::model::{Category, CompoundEvidence, EntryStatus, FormKind, PartOfSpeech};
use wortwert_domain::normalize::{Alphabet, Normalizer, UmlautPolicy};
use wortwert_store::{
    Change, Edit, EditOutcome, EntryDetails, EntryRef, FoundBy, Lookup, NewEntry,
};

use crate::commands::{Context, closed, inflect};
use crate::error::CliError;
use crate::output;

/// Which entry: a lemma, narrowed when several entries share it.
#[derive(Debug, Args)]
pub struct Which {
    /// The entry's lemma (headword).
    lemma: String,
    /// Only the entry with this part of speech.
    #[arg(long, value_parser = closed::<PartOfSpeech>())]
    pos: Option<PartOfSpeech>,
    /// Only the entry with this id (shown by `entry show`).
    #[arg(long)]
    id: Option<i64>,
}

impl Which {
    fn reference(&self) -> EntryRef {
        EntryRef {
            lemma: self.lemma.clone(),
            pos: self.pos,
            id: self.id,
        }
    }
}

/// Why, and (optionally) the revision the maintainer looked at.
#[derive(Debug, Args)]
pub struct Why {
    /// Why (recorded in the audit log).
    #[arg(long)]
    reason: String,
    /// Refuse (exit 5) unless the entry is still at this revision.
    #[arg(long)]
    revision: Option<i32>,
}

#[derive(Debug, Subcommand)]
pub enum EntryCommand {
    /// Add an entry by hand; its lemma is always a `base` form. Its forms
    /// can be typed (--form), read from a Duden-style line (--duden) or
    /// made like an entry the lexicon has (--like); --dry-run shows them
    /// without writing anything.
    Add {
        /// The lemma (taken from the line with --duden).
        #[arg(required_unless_present = "duden")]
        lemma: Option<String>,
        /// Its part of speech (taken from the line with --duden).
        #[arg(long, value_parser = closed::<PartOfSpeech>(), required_unless_present = "duden")]
        pos: Option<PartOfSpeech>,
        /// A Duden-style line (`Kli|ma|kle|ber, der; -s, -`, see
        /// docs/duden-format.md): lemma, part of speech, categories and the
        /// forms the importer makes of it.
        #[arg(long, value_name = "LINE", conflicts_with_all = ["like", "pos", "lemma"])]
        duden: Option<String>,
        /// An active entry of the same part of speech whose forms the new
        /// one takes, carried over by the ending the two share
        /// (`Klimakleber --like Kleber`, `gendern --like ändern`).
        #[arg(long, value_name = "LEMMA")]
        like: Option<String>,
        /// Show the entry and every form it would get; write nothing.
        #[arg(long)]
        dry_run: bool,
        /// A category (repeatable); none means an ordinary word.
        #[arg(long = "category", value_name = "CATEGORY", value_parser = closed::<Category>())]
        categories: Vec<Category>,
        /// Another form as FORM:KIND, e.g. `Häuser:plural` (repeatable); KIND is
        /// one of base, inflected_noun, plural, inflected_verb,
        /// inflected_adjective, other.
        #[arg(long = "form", value_name = "FORM:KIND", value_parser = parse_form)]
        forms: Vec<(String, FormKind)>,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// Show the entries behind a word: by lemma, else every entry that has it
    /// as a form or has a form with its game key (`Häuser` shows Haus).
    Show {
        #[command(flatten)]
        which: Which,
        /// The meanings file the bundle build writes (Wiktionary's meanings
        /// of each lemma); shown under each entry when it is there.
        #[arg(long, default_value = "data/meanings.wwmean")]
        meanings: std::path::PathBuf,
        /// The bundle that tells which entries are compounds admitted by
        /// compound analysis (their parts and evidence are a bundle
        /// property); shown under each entry when the file is there.
        #[arg(long, default_value = "data/default.wwlex")]
        bundle: std::path::PathBuf,
    },
    /// Add a category to an entry.
    Tag {
        #[command(flatten)]
        which: Which,
        /// The category.
        #[arg(value_parser = closed::<Category>())]
        category: Category,
        #[command(flatten)]
        why: Why,
    },
    /// Remove a category from an entry.
    Untag {
        #[command(flatten)]
        which: Which,
        /// The category.
        #[arg(value_parser = closed::<Category>())]
        category: Category,
        #[command(flatten)]
        why: Why,
    },
    /// Take an active entry out of future versions (it is kept, with the reason).
    Retire {
        #[command(flatten)]
        which: Which,
        #[command(flatten)]
        why: Why,
    },
    /// Bring a retired entry back.
    Restore {
        #[command(flatten)]
        which: Which,
        #[command(flatten)]
        why: Why,
    },
    /// Give an entry one more form (pending until the next publish).
    AddForm {
        #[command(flatten)]
        which: Which,
        /// The form, as written.
        form: String,
        /// Its kind.
        #[arg(long, default_value = "base", value_parser = closed::<FormKind>())]
        kind: FormKind,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// Fold entry A into entry B: B takes the forms it lacks, A is retired
    /// as `merged into #B` (audited). Refused when A was curated by hand or
    /// has other categories, unless --force.
    Merge(super::merge::MergeArgs),
    /// Take one form off an entry (from the next publish on; versions
    /// published before keep it).
    DropForm {
        #[command(flatten)]
        which: Which,
        /// The form, as written.
        form: String,
        /// Only this kind (default: every kind the entry has it as).
        #[arg(long, value_parser = closed::<FormKind>())]
        kind: Option<FormKind>,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
}

fn parse_form(text: &str) -> Result<(String, FormKind), String> {
    let (form, kind) = text
        .rsplit_once(':')
        .ok_or_else(|| format!("`{text}` is not FORM:KIND (e.g. Häuser:plural)"))?;
    let kind: FormKind = kind.parse().map_err(|e| format!("{e}"))?;
    Ok((form.to_owned(), kind))
}

pub async fn run(context: &Context, command: EntryCommand) -> Result<(), CliError> {
    let store = context.store().await?;
    let change = |reason: &str| Change {
        actor: context.actor.clone(),
        reason: reason.to_owned(),
    };
    let (which, edit, why) = match command {
        EntryCommand::Merge(args) => return super::merge::merge(context, &store, args).await,
        EntryCommand::Add {
            lemma,
            pos,
            duden,
            like,
            dry_run,
            categories,
            forms,
            reason,
        } => {
            let mut entry = match (duden, lemma, pos) {
                (Some(line), _, _) => inflect::from_duden_line(&line)
                    .map_err(|why| CliError::Input(format!("--duden: {why}")))?,
                (None, Some(lemma), Some(pos)) => inflect::Inflected {
                    lemma,
                    pos,
                    categories: Default::default(),
                    forms: Vec::new(),
                },
                _ => {
                    return Err(CliError::Usage(
                        "entry add needs a lemma and --pos, or --duden".into(),
                    ));
                }
            };
            if let Some(model) = like {
                let found = store
                    .entry_details(&EntryRef::lemma(model.as_str()).with_pos(entry.pos))
                    .await?;
                let model_entry = found
                    .iter()
                    .find(|d| d.entry.state.status == EntryStatus::Active)
                    .ok_or_else(|| {
                        CliError::NotFound(format!(
                            "--like: no active entry `{model}` ({}) in lexicon `{}`",
                            entry.pos, context.lexicon
                        ))
                    })?;
                let model_forms: Vec<(String, FormKind)> = model_entry
                    .forms
                    .iter()
                    .filter(|f| f.withdrawn_from.is_none())
                    .map(|f| (f.form.clone(), f.kind))
                    .collect();
                let made = inflect::like(&entry.lemma, &model_entry.entry.lemma, &model_forms)
                    .map_err(|why| CliError::Input(format!("--like: {why}")))?;
                entry.forms.extend(made);
            }
            for category in categories {
                entry.categories.insert(category);
            }
            for form in forms {
                if !entry.forms.contains(&form) {
                    entry.forms.push(form);
                }
            }
            refuse_second_entry(&store, &context.lexicon, &entry.lemma, entry.pos).await?;
            let new_entry = NewEntry {
                lemma: entry.lemma,
                pos: entry.pos,
                categories: entry.categories,
                forms: entry.forms,
            };
            if dry_run {
                output::print(&DryRunEntry::of(&new_entry), context.json, || {
                    describe_new(&new_entry)
                });
                return Ok(());
            }
            let details = store.add_entry(&new_entry, &change(&reason)).await?;
            output::print(&details, context.json, || {
                format!("added {}", describe(&details))
            });
            return Ok(());
        }
        EntryCommand::Show {
            which,
            meanings,
            bundle,
        } => {
            let found = store.lookup(&which.reference()).await?;
            if found.entries.is_empty() {
                return Err(CliError::NotFound(format!(
                    "no entry `{}` in lexicon `{}`: no lemma, form or game key matches it",
                    which.lemma, context.lexicon
                )));
            }
            let file = std::fs::read(&meanings).unwrap_or_default();
            let shown = Shown {
                compounds: compounds_in_bundle(&found, &bundle)?,
                found,
            };
            output::print(&shown, context.json, || {
                let mut text = describe_lookup(&shown.found);
                text.push_str(&describe_compounds(&shown.compounds));
                if let Ok(meanings) =
                    wortwert_domain::lexicon::meanings::Meanings::from_bytes(&file)
                {
                    text.push_str(&describe_meanings(&shown.found, &meanings));
                }
                text
            });
            return Ok(());
        }
        EntryCommand::Tag {
            which,
            category,
            why,
        } => (which, Edit::Tag(category), why),
        EntryCommand::Untag {
            which,
            category,
            why,
        } => (which, Edit::Untag(category), why),
        EntryCommand::AddForm {
            which,
            form,
            kind,
            reason,
        } => {
            let reference = which.reference();
            if let [details] = store.entry_details(&reference).await?.as_slice() {
                refuse_form_it_has(details, &form, kind)?;
            }
            let outcome = store
                .add_form(&reference, &form, kind, &change(&reason))
                .await?;
            if !outcome.changed {
                // Had it by the time the store looked (nothing written).
                return Err(CliError::Conflict(format!(
                    "entry #{} `{}` ({}) already has `{form}` ({kind}); nothing changed",
                    outcome.entry_id, outcome.lemma, outcome.pos
                )));
            }
            output::print(&outcome, context.json, || summarize_form(&outcome));
            return Ok(());
        }
        EntryCommand::DropForm {
            which,
            form,
            kind,
            reason,
        } => {
            let outcome = store
                .drop_form(&which.reference(), &form, kind, &change(&reason))
                .await?;
            output::print(&outcome, context.json, || summarize_form(&outcome));
            return Ok(());
        }
        EntryCommand::Retire { which, why } => (which, Edit::Retire, why),
        EntryCommand::Restore { which, why } => (which, Edit::Restore, why),
    };
    let outcome = store
        .edit(&which.reference(), edit, &change(&why.reason), why.revision)
        .await?;
    output::print(&outcome, context.json, || summarize(&outcome));
    Ok(())
}

/// One active entry per lemma and part of speech: a second one by hand is
/// refused (exit 5), naming the entry to give the forms or categories to.
/// (Retired entries are left to the store, which says how to restore one.)
async fn refuse_second_entry(
    store: &wortwert_store::Store,
    lexicon: &str,
    lemma: &str,
    pos: PartOfSpeech,
) -> Result<(), CliError> {
    let existing = store
        .entry_details(&EntryRef::lemma(lemma).with_pos(pos))
        .await?;
    let Some(entry) = existing
        .iter()
        .map(|d| &d.entry)
        .find(|e| e.lemma == lemma && e.state.status == EntryStatus::Active)
    else {
        return Ok(());
    };
    Err(CliError::Conflict(format!(
        "lexicon `{lexicon}` already has an active entry `{lemma}` ({pos}): #{id} [{}]; \
         one word is one entry: give it the forms with `wortwert-admin entry add-form {lemma} \
         FORM --id {id} --kind KIND --reason …` and the categories with `entry tag {lemma} \
         CATEGORY --id {id} --reason …` (as an import merges into it); nothing added",
        output::categories(entry.state.categories),
        id = entry.id,
    )))
}

/// `add-form` of a form the entry has: its base form (under any kind: the
/// games take it already), or the same form and kind. Nothing is written.
fn refuse_form_it_has(details: &EntryDetails, form: &str, kind: FormKind) -> Result<(), CliError> {
    let entry = &details.entry;
    let present = |f: &&wortwert_store::FormInfo| f.form == form && f.withdrawn_from.is_none();
    let name = format!("entry #{} `{}` ({})", entry.id, entry.lemma, entry.pos);
    if form == entry.lemma
        || details
            .forms
            .iter()
            .filter(present)
            .any(|f| f.kind == FormKind::Base)
    {
        return Err(CliError::Conflict(format!(
            "`{form}` is the base form of {name}: it has it already, and every game takes it; \
             nothing added"
        )));
    }
    if details.forms.iter().filter(present).any(|f| f.kind == kind) {
        return Err(CliError::Conflict(format!(
            "{name} already has `{form}` ({kind}); nothing added"
        )));
    }
    Ok(())
}

fn summarize_form(outcome: &wortwert_store::FormEdit) -> String {
    let name = format!("#{} {} ({})", outcome.entry_id, outcome.lemma, outcome.pos);
    let kinds: Vec<&str> = outcome.kinds.iter().map(|k| k.as_str()).collect();
    match (outcome.changed, outcome.action) {
        (false, "add_form") => format!("{name}: already has `{}`", outcome.form),
        (false, _) => format!("{name}: `{}` was dropped already", outcome.form),
        (true, "add_form") => format!(
            "{name}: added `{}` ({}), from the next publish on; revision {}",
            outcome.form,
            kinds.join(", "),
            outcome.revision
        ),
        (true, _) => format!(
            "{name}: dropped `{}` ({}), from the next publish on; revision {}",
            outcome.form,
            kinds.join(", "),
            outcome.revision
        ),
    }
}

fn summarize(outcome: &EditOutcome) -> String {
    let name = format!("#{} {} ({})", outcome.entry_id, outcome.lemma, outcome.pos);
    if !outcome.changed {
        return format!("{name}: nothing to {}, it already is so", outcome.action);
    }
    format!(
        "{name}: {} done, now {} [{}], revision {}",
        outcome.action,
        outcome.after.status,
        output::categories(outcome.after.categories),
        outcome.after.revision
    )
}

/// What `entry show` prints: the entries, and which of them the bundle has
/// as compounds admitted by compound analysis.
#[derive(serde::Serialize)]
struct Shown {
    #[serde(flatten)]
    found: Lookup,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    compounds: Vec<ShownCompound>,
}

/// An entry the bundle has by compound analysis.
#[derive(serde::Serialize)]
struct ShownCompound {
    lemma: String,
    pos: PartOfSpeech,
    /// The parts in order, as the lemma writes them.
    parts: Vec<String>,
    evidence: CompoundEvidence,
}

/// The entries of `found` that the bundle at `path` marks as analysis
/// compounds (none when there is no file there: a lexicon kept only in the
/// database has no marks). A file that is no bundle is an error.
fn compounds_in_bundle(
    found: &Lookup,
    path: &std::path::Path,
) -> Result<Vec<ShownCompound>, CliError> {
    let Ok(bytes) = std::fs::read(path) else {
        return Ok(Vec::new());
    };
    let snapshot = Snapshot::from_bundle(&bytes).map_err(|e| {
        CliError::Usage(format!(
            "{} is no lexicon bundle that can be read: {e}",
            path.display()
        ))
    })?;
    let normalizer = Normalizer::new(UmlautPolicy::Expand)
        .with_alphabet(Alphabet::any_letter())
        .with_max_length(usize::MAX);
    let mut shown: Vec<ShownCompound> = Vec::new();
    for details in &found.entries {
        let entry = &details.entry;
        let Ok(key) = normalizer.normalize(&entry.lemma) else {
            continue;
        };
        for posting in snapshot.lookup(UmlautPolicy::Expand, key.as_str()) {
            let view = snapshot.entry(posting.entry);
            if view.lemma != entry.lemma || view.pos != entry.pos {
                continue;
            }
            if let Some(compound) = snapshot.compound(posting.entry)
                && !shown
                    .iter()
                    .any(|s| s.lemma == view.lemma && s.pos == view.pos)
            {
                shown.push(ShownCompound {
                    lemma: view.lemma.to_owned(),
                    pos: view.pos,
                    parts: compound.parts().map(str::to_owned).collect(),
                    evidence: compound.evidence,
                });
            }
        }
    }
    Ok(shown)
}

fn describe_compounds(compounds: &[ShownCompound]) -> String {
    let mut text = String::new();
    for compound in compounds {
        let evidence = match compound.evidence {
            CompoundEvidence::WiktionaryHeadword => "a headword of the German Wiktionary",
            CompoundEvidence::PlainListForm => "a form in a plain word list without its paradigm",
            CompoundEvidence::Frequency => "frequent in the usage frequency list",
        };
        text.push_str(&format!(
            "\n\n{} ({}) is a compound admitted by compound analysis: {}; evidence: {evidence}",
            compound.lemma,
            compound.pos,
            compound.parts.join("|")
        ));
    }
    text
}

/// What each entry means (by lemma and reading), with the sources and
/// their licences.
fn describe_meanings(
    found: &Lookup,
    meanings: &wortwert_domain::lexicon::meanings::Meanings<'_>,
) -> String {
    use wortwert_domain::lexicon::meanings::Reading;
    let mut readings: Vec<(&str, Reading)> = found
        .entries
        .iter()
        .map(|d| {
            let reading = Reading::of_entry(d.entry.pos, d.entry.state.categories);
            (d.entry.lemma.as_str(), reading)
        })
        .collect();
    readings.dedup();
    let mut text = String::new();
    for (lemma, reading) in readings {
        let senses = meanings.of(lemma, reading);
        let kind = if reading.name { ", a name" } else { "" };
        if !senses.meanings.is_empty() {
            text.push_str(&format!(
                "\n\nmeanings of {lemma} ({}{kind}; Wiktionary, CC BY-SA 4.0, https://de.wiktionary.org/):",
                reading.pos
            ));
            for (i, meaning) in senses.meanings.iter().enumerate() {
                text.push_str(&format!("\n  {}. {meaning}", i + 1));
            }
        }
        if !senses.synonyms.is_empty() {
            text.push_str(&format!(
                "\n\nsynonyms of {lemma} ({}{kind}; OpenThesaurus, LGPL-2.1-or-later, https://www.openthesaurus.de/):",
                reading.pos
            ));
            for (i, sense) in senses.synonyms.iter().enumerate() {
                text.push_str(&format!("\n  {}. {sense}", i + 1));
            }
        }
    }
    text
}

/// The entries behind a word, for people: how they were found first.
fn describe_lookup(found: &Lookup) -> String {
    let mut text = String::new();
    if found.found_by == FoundBy::Form {
        text.push_str(&format!(
            "`{}` is no lemma; {} it as a form or by game key:\n",
            found.word,
            if found.entries.len() == 1 {
                "this entry has"
            } else {
                "these entries have"
            }
        ));
        if !found.did_you_mean.is_empty() {
            let names: Vec<String> = found
                .did_you_mean
                .iter()
                .map(|l| format!("`{l}`"))
                .collect();
            text.push_str(&format!("did you mean {}?\n", names.join(" or ")));
        }
        text.push('\n');
    }
    text.push_str(
        &found
            .entries
            .iter()
            .map(describe)
            .collect::<Vec<_>>()
            .join("\n\n"),
    );
    text
}

/// Several lines about one entry, for people.
fn describe(details: &EntryDetails) -> String {
    let entry = &details.entry;
    let mut text = format!(
        "#{} {} ({}) [{}] {}{}, revision {}",
        entry.id,
        entry.lemma,
        entry.pos,
        output::categories(entry.state.categories),
        entry.state.status,
        entry
            .state
            .status_reason
            .as_deref()
            .map(|r| format!(" ({r})"))
            .unwrap_or_default(),
        entry.state.revision
    );
    let forms: Vec<String> = details
        .forms
        .iter()
        .map(|f| {
            let keys = wortwert_store::GameKeys::of(&f.form);
            let mut since = f
                .published_from
                .map(|v| format!(", since v{v}"))
                .unwrap_or_else(|| ", unpublished".to_owned());
            match f.withdrawn_from {
                Some(0) => since.push_str(", dropped from the next version"),
                Some(v) => since.push_str(&format!(", dropped from v{v} on")),
                None => {}
            }
            format!(
                "{} ({}{since}; key {})",
                f.form,
                f.kind,
                keys.expand.as_deref().unwrap_or("none")
            )
        })
        .collect();
    text.push_str(&format!("\n  forms: {}", forms.join(", ")));
    match &details.provenance {
        Some(p) => text.push_str(&format!(
            "\n  source: batch #{} ({} import from {}, {}) by {} at {}",
            p.batch_id,
            p.format,
            p.source,
            p.licence,
            p.actor,
            p.imported_at.format("%Y-%m-%d %H:%M")
        )),
        None => text.push_str("\n  source: added by hand"),
    }
    if !details.published.is_empty() {
        let spans: Vec<String> = details
            .published
            .iter()
            .map(|s| {
                let until = s
                    .until_version
                    .map(|u| format!("v{}", u - 1))
                    .unwrap_or_else(|| "now".to_owned());
                format!(
                    "v{}–{until} [{}]",
                    s.from_version,
                    if s.categories.is_empty() {
                        "common".to_owned()
                    } else {
                        s.categories.join(",")
                    }
                )
            })
            .collect();
        text.push_str(&format!("\n  published: {}", spans.join("; ")));
    }
    text
}

/// What `entry add --dry-run` shows: the entry as it would be added.
#[derive(serde::Serialize)]
struct DryRunEntry<'a> {
    dry_run: bool,
    lemma: &'a str,
    pos: PartOfSpeech,
    categories: Vec<Category>,
    forms: Vec<DryRunForm<'a>>,
}

#[derive(serde::Serialize)]
struct DryRunForm<'a> {
    form: &'a str,
    kind: FormKind,
}

impl<'a> DryRunEntry<'a> {
    fn of(entry: &'a NewEntry) -> DryRunEntry<'a> {
        DryRunEntry {
            dry_run: true,
            lemma: &entry.lemma,
            pos: entry.pos,
            categories: entry.categories.iter().collect(),
            forms: entry
                .forms
                .iter()
                .map(|(form, kind)| DryRunForm { form, kind: *kind })
                .collect(),
        }
    }
}

/// The entry `entry add --dry-run` would add, a form a line.
fn describe_new(entry: &NewEntry) -> String {
    let categories: Vec<String> = entry.categories.iter().map(|c| c.to_string()).collect();
    let mut text = format!(
        "would add {} ({}){} with {} forms besides the lemma (nothing written):",
        entry.lemma,
        entry.pos,
        if categories.is_empty() {
            String::new()
        } else {
            format!(" [{}]", categories.join(", "))
        },
        entry.forms.len()
    );
    for (form, kind) in &entry.forms {
        text.push_str(&format!("\n  {form} ({kind})"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_are_form_colon_kind() {
        assert_eq!(
            parse_form("Häuser:plural"),
            Ok(("Häuser".to_owned(), FormKind::Plural))
        );
        assert!(parse_form("Häuser").is_err());
        assert!(parse_form("Häuser:many").is_err_and(|e| e.contains("plural")));
    }
}
