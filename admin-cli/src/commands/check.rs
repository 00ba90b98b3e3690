//! `wortwert-admin check WORD --ruleset R [--version current|next|N]`: the
//! verdict the service gives, by the same code: the domain's
//! `WordPolicy::examine` on a snapshot of the store's version, its reasons
//! worded by the domain's message catalogue.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::Serialize;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::messages::Lang;
use wortwert_domain::normalize::GameKey;
use wortwert_domain::policy::{EntryMatch, Examination, Reason};
use wortwert_domain::ruleset::Ruleset;
use wortwert_store::{Progress, Side};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Language {
    En,
    De,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The word, as a player writes it.
    word: String,
    /// The ruleset's id (`happycross`, `crossword`, …).
    #[arg(long)]
    ruleset: String,
    /// Which lexicon: `current` (what the service serves today), `next`
    /// (the current state, as the next publish would compile it) or a
    /// published version's number.
    #[arg(long, default_value = "current")]
    version: String,
    /// Read the rulesets from this directory's `*.toml` (as the service's
    /// `rulesets.dir`) instead of the copies built in.
    #[arg(long, value_name = "DIR")]
    rulesets: Option<PathBuf>,
    /// The language of the reasons.
    #[arg(long, value_enum, default_value = "en")]
    lang: Language,
}

/// The answer: the service's `GET /v1/words/{word}` fields.
#[derive(Debug, Serialize)]
struct CheckAnswer<'a> {
    input: &'a str,
    key: Option<&'a str>,
    valid: bool,
    reasons: &'a [Reason],
    entries: &'a [EntryMatch<'a>],
    lexicon: LexiconView<'a>,
    ruleset: RulesetView<'a>,
}

#[derive(Debug, Serialize)]
struct LexiconView<'a> {
    id: &'a str,
    /// 0 for `next` (not published yet).
    version: u32,
    checksum: &'a str,
}

#[derive(Debug, Serialize)]
struct RulesetView<'a> {
    id: &'a str,
    revision: u32,
    checksum: &'a str,
}

/// The rulesets the service has built in, or those of `dir` (`--rulesets`).
pub(crate) fn rulesets(dir: Option<&PathBuf>) -> Result<Vec<Ruleset>, CliError> {
    let documents: Vec<(String, String)> = match dir {
        None => wortwert_domain::ruleset::SHIPPED
            .iter()
            .map(|(name, text)| (format!("rulesets/{name}"), (*text).to_owned()))
            .collect(),
        Some(dir) => {
            let entries = std::fs::read_dir(dir)
                .map_err(|e| CliError::Input(format!("cannot read {}: {e}", dir.display())))?;
            let mut documents = Vec::new();
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "toml") {
                    let text = std::fs::read_to_string(&path).map_err(|e| {
                        CliError::Input(format!("cannot read {}: {e}", path.display()))
                    })?;
                    documents.push((path.display().to_string(), text));
                }
            }
            documents
        }
    };
    documents
        .iter()
        .map(|(path, text)| {
            Ruleset::from_toml(path, text).map_err(|e| CliError::Input(e.to_string()))
        })
        .collect()
}

pub async fn run(context: &Context, args: CheckArgs) -> Result<(), CliError> {
    let all = rulesets(args.rulesets.as_ref())?;
    let Some(ruleset) = all.iter().find(|r| r.id == args.ruleset) else {
        let ids: Vec<&str> = all.iter().map(|r| r.id.as_str()).collect();
        return Err(CliError::NotFound(format!(
            "no ruleset `{}` (there are: {})",
            args.ruleset,
            ids.join(", ")
        )));
    };
    let store = context.store().await?;
    let progress = Bars::of(context);
    let snapshot: Snapshot = match args.version.as_str() {
        "current" => {
            let today = chrono::Local::now().date_naive();
            match store.current_version(today).await? {
                Some(info) => {
                    progress.stage(&format!("loading version {}", info.number), None);
                    store.load_version(info.number as u32).await?
                }
                None => {
                    return Err(CliError::NotFound(format!(
                        "lexicon `{}` serves no version yet (publish one, or check --version next)",
                        context.lexicon
                    )));
                }
            }
        }
        "next" => store.snapshot_of(Side::Current, &progress).await?,
        number => {
            let number: u32 = number.parse().map_err(|_| {
                CliError::Usage(format!(
                    "--version `{number}`: expected current, next or a version number"
                ))
            })?;
            progress.stage(&format!("loading version {number}"), None);
            store.load_version(number).await?
        }
    };
    progress.finish();
    let lang = match args.lang {
        Language::En => Lang::En,
        Language::De => Lang::De,
    };
    // The service's path: one normalisation, one lookup, every entry behind the key.
    let Examination { verdict, entries } = ruleset.policy.examine(&snapshot, &args.word);
    let meta = snapshot.meta();
    let answer = CheckAnswer {
        input: &args.word,
        key: verdict.key.as_ref().map(GameKey::as_str),
        valid: verdict.valid,
        reasons: &verdict.reasons,
        entries: &entries,
        lexicon: LexiconView {
            id: &meta.lexicon_id,
            version: meta.version,
            checksum: snapshot.checksum(),
        },
        ruleset: RulesetView {
            id: &ruleset.id,
            revision: ruleset.revision,
            checksum: &ruleset.checksum,
        },
    };
    // Reasons are worded in the language in scope when they are written.
    lang.scope(|| {
        output::print(&answer, context.json, || {
            describe(&answer, &args.version, lang)
        })
    });
    Ok(())
}

fn describe(answer: &CheckAnswer<'_>, version: &str, lang: Lang) -> String {
    let which = match version {
        "next" => "the next version (unpublished)".to_owned(),
        _ => format!("version {}", answer.lexicon.version),
    };
    let mut text = format!(
        "{} under {} (revision {}), lexicon `{}` {which}: {}",
        answer.input,
        answer.ruleset.id,
        answer.ruleset.revision,
        answer.lexicon.id,
        if answer.valid { "valid" } else { "not valid" }
    );
    if let Some(key) = answer.key {
        text.push_str(&format!(" (key {key})"));
    }
    for reason in answer.reasons {
        let detail = reason
            .message
            .as_ref()
            .map_or_else(|| reason.detail.clone(), |m| m.text(lang));
        text.push_str(&format!("\n  {}: {detail}", reason.code.as_str()));
    }
    for entry in answer.entries {
        text.push_str(&format!(
            "\n  {} {} ({}) [{}] as {}",
            if entry.allowed { "+" } else { "-" },
            entry.lemma,
            entry.pos,
            output::categories(entry.categories),
            entry.form_kind
        ));
    }
    text
}
