//! `wortwert-admin collisions [--ruleset R]… [--version current|N]`: the game
//! keys whose verdict under a ruleset depends on which entry wins, and
//! `collisions resolve KEY --keep ID --reason R`; the count of new ones that
//! `import` and `publish` print.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde::Serialize;
use wortwert_domain::ruleset::Ruleset;
use wortwert_store::{
    Change, Edit, EditOutcome, EntryRef, GameKeys, KeyCollision, Novelty, Progress, Side, Store,
};

use crate::commands::Context;
use crate::commands::check::rulesets;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

/// The rule, as `collisions --help` says it.
pub const RULE: &str = "A word is valid under a ruleset when at least one entry holding its game \
key passes the ruleset (valid if any entry allows it). A key collides under a ruleset when one \
of its active entries is refused for a category (NATO, an abbreviation) and another passes \
(Nato, a word from a plain list): the key is valid only because of the second, and would not \
be if the first were the right reading. Keys are compared as the store keeps them (umlauts \
expanded or kept, as each ruleset compares them); the rulesets are the built-in ones (or those \
of --rulesets). Resolve a collision by deciding which reading is right: `collisions resolve \
KEY --keep ID --reason R` retires the entries that disagree with entry ID, `entry tag` gives \
the other entry the category, `entry retire` retires one by hand. A key that is two words \
(PIN and Pin) is no mistake and stays listed.";

// Not `args_conflicts_with_subcommands`: clap then refuses a global option
// (`--json`) given before the subcommand; `run` refuses the listing's own
// options with `resolve` instead.
#[derive(Debug, Args)]
pub struct CollisionsArgs {
    #[command(subcommand)]
    command: Option<CollisionsCommand>,
    /// Only collisions under this ruleset (repeatable; default: every one).
    #[arg(long = "ruleset", value_name = "ID")]
    rulesets: Vec<String>,
    /// Which lexicon: `current` (the unpublished state, what the next
    /// publish takes) or a published version's number.
    #[arg(long, default_value = "current", value_parser = parse_side)]
    version: Side,
    /// Read the rulesets from this directory's `*.toml` (as the service's
    /// `rulesets.dir`) instead of the copies built in (`resolve` too).
    #[arg(long = "rulesets", value_name = "DIR", global = true)]
    rulesets_dir: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum CollisionsCommand {
    /// Keep one entry of a colliding key and retire the entries whose
    /// verdict disagrees with it (from the next publish on). Refused when
    /// such an entry has forms with other keys (tag it or retire it by hand).
    Resolve {
        /// The key, or a word with that key (`NATO`, `Nato`).
        key: String,
        /// The entry whose reading is right (its id, as listed).
        #[arg(long, value_name = "ENTRY_ID")]
        keep: i64,
        /// Why (recorded in the audit log with each retirement).
        #[arg(long)]
        reason: String,
        /// Say what would be retired; write nothing.
        #[arg(long)]
        dry_run: bool,
    },
}

fn parse_side(text: &str) -> Result<Side, String> {
    if text == "current" {
        return Ok(Side::Current);
    }
    match text.parse::<u32>().ok().and_then(|n| i32::try_from(n).ok()) {
        Some(n) if n > 0 => Ok(Side::Version(n)),
        _ => Err(format!(
            "`{text}` is neither `current` nor a version number"
        )),
    }
}

/// The rulesets asked for: all of them, or those `--ruleset` names.
fn chosen<'a>(all: &'a [Ruleset], ids: &[String]) -> Result<Vec<&'a Ruleset>, CliError> {
    if ids.is_empty() {
        return Ok(all.iter().collect());
    }
    ids.iter()
        .map(|id| {
            all.iter().find(|r| &r.id == id).ok_or_else(|| {
                let known: Vec<&str> = all.iter().map(|r| r.id.as_str()).collect();
                CliError::NotFound(format!(
                    "no ruleset `{id}` (there are: {})",
                    known.join(", ")
                ))
            })
        })
        .collect()
}

#[derive(Debug, Serialize)]
struct Listing {
    lexicon: String,
    side: Side,
    /// The rulesets looked at.
    rulesets: Vec<String>,
    collisions: Vec<KeyCollision>,
}

pub async fn run(context: &Context, args: CollisionsArgs) -> Result<(), CliError> {
    if let Some(CollisionsCommand::Resolve {
        key,
        keep,
        reason,
        dry_run,
    }) = args.command
    {
        if !args.rulesets.is_empty() || args.version != Side::Current {
            return Err(CliError::Usage(
                "--ruleset and --version choose what `collisions` lists; `collisions resolve` \
                 works on the current state under every ruleset"
                    .into(),
            ));
        }
        let dir = args.rulesets_dir.as_ref();
        return resolve(context, &key, keep, &reason, dry_run, dir).await;
    }
    let all = rulesets(args.rulesets_dir.as_ref())?;
    let chosen = chosen(&all, &args.rulesets)?;
    let store = context.store().await?;
    let progress = Bars::of(context);
    progress.stage("looking for key collisions", None);
    let collisions = store
        .collisions(args.version, &chosen, Novelty::Nothing)
        .await?;
    progress.finish();
    let listing = Listing {
        lexicon: context.lexicon.clone(),
        side: args.version,
        rulesets: chosen.iter().map(|r| r.id.clone()).collect(),
        collisions,
    };
    output::print(&listing, context.json, || describe(&listing, context));
    Ok(())
}

fn describe(listing: &Listing, context: &Context) -> String {
    if listing.collisions.is_empty() {
        return format!(
            "no key collisions in `{}` ({}) under {}",
            listing.lexicon,
            listing.side,
            listing.rulesets.join(", ")
        );
    }
    let mut text = format!(
        "{} in `{}` ({}): under the rulesets named, one entry allows the key and another is \
         refused for its category, so the key is valid only through the first",
        output::count(listing.collisions.len(), "key collision", "key collisions"),
        listing.lexicon,
        listing.side
    );
    for collision in &listing.collisions {
        text.push_str(&format!(
            "\n{}  ({})",
            collision.key,
            collision.rulesets.join(", ")
        ));
        for entry in &collision.entries {
            let forms: Vec<String> = entry
                .forms
                .iter()
                .map(|f| format!("{} ({})", f.form, f.kind))
                .collect();
            text.push_str(&format!(
                "\n  #{} {} ({}) [{}]: {}",
                entry.entry_id,
                entry.lemma,
                entry.pos,
                category_names(&entry.categories),
                forms.join(", ")
            ));
            if !entry.refused_by.is_empty() {
                text.push_str(&format!(" — refused by {}", entry.refused_by.join(", ")));
            }
        }
    }
    text.push_str(&format!(
        "\nresolve one with `{} collisions resolve KEY --keep ENTRY_ID --reason …` (retires the \
         entries that disagree with the one kept), or tag or retire an entry (`entry tag`, \
         `entry retire`)",
        command(context)
    ));
    text
}

/// `wortwert-admin`, with `--lexicon` when it is not the default one.
fn command(context: &Context) -> String {
    if context.lexicon == wortwert_store::DEFAULT_LEXICON {
        "wortwert-admin".to_owned()
    } else {
        format!("wortwert-admin --lexicon {}", context.lexicon)
    }
}

/// Categories as the service names them (none is `common`).
fn category_names(categories: &[String]) -> String {
    if categories.is_empty() {
        "common".to_owned()
    } else {
        categories.join(",")
    }
}

/// The collisions an import or a publish brought: the JSON field of their
/// report, and the line their text ends with.
#[derive(Debug, Serialize)]
pub struct NewCollisions {
    /// How many keys collide anew (see `collisions`).
    pub new: usize,
    pub keys: Vec<String>,
    /// The command that lists them.
    #[serde(skip)]
    command: String,
}

impl NewCollisions {
    /// The new collisions of `side` (`novelty` says which are new) under
    /// the built-in rulesets.
    pub async fn of(
        context: &Context,
        store: &Store,
        side: Side,
        novelty: Novelty,
        progress: &dyn Progress,
    ) -> Result<NewCollisions, CliError> {
        let all = rulesets(None)?;
        let chosen: Vec<&Ruleset> = all.iter().collect();
        progress.stage("looking for new key collisions", None);
        let found = store.collisions(side, &chosen, novelty).await?;
        progress.finish();
        let keys: Vec<String> = found.into_iter().filter(|c| c.new).map(|c| c.key).collect();
        Ok(NewCollisions {
            new: keys.len(),
            keys,
            command: command(context),
        })
    }

    /// One line for people, when there are any.
    pub fn line(&self) -> Option<String> {
        if self.new == 0 {
            return None;
        }
        let mut shown: Vec<&str> = self.keys.iter().take(5).map(String::as_str).collect();
        if self.keys.len() > 5 {
            shown.push("…");
        }
        Some(format!(
            "{} ({}): a ruleset's verdict on the key depends on which entry wins; see `{} collisions`",
            output::count(self.new, "new key collision", "new key collisions"),
            shown.join(", "),
            self.command
        ))
    }
}

#[derive(Debug, Serialize)]
struct Resolved {
    lexicon: String,
    key: String,
    dry_run: bool,
    kept: i64,
    /// The entries retired (in a dry run: that would be), as `entry retire` reports them.
    retired: Vec<Retired>,
}

#[derive(Debug, Serialize)]
struct Retired {
    entry_id: i64,
    lemma: String,
    categories: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<EditOutcome>,
}

async fn resolve(
    context: &Context,
    word: &str,
    keep: i64,
    reason: &str,
    dry_run: bool,
    dir: Option<&PathBuf>,
) -> Result<(), CliError> {
    let all = rulesets(dir)?;
    let chosen: Vec<&Ruleset> = all.iter().collect();
    let keys = GameKeys::of(word);
    let store = context.store().await?;
    let found: Vec<KeyCollision> = store
        .collisions(Side::Current, &chosen, Novelty::Nothing)
        .await?
        .into_iter()
        .filter(|c| Some(&c.key) == keys.expand.as_ref() || Some(&c.key) == keys.distinct.as_ref())
        .collect();
    let Some(first) = found.first() else {
        return Err(CliError::NotFound(format!(
            "no key collision on `{word}` in `{}` (`{} collisions` lists them)",
            context.lexicon,
            command(context)
        )));
    };
    let key = first.key.clone();
    // The entries whose verdict differs from the kept one's under one of
    // the rulesets the key collides under.
    let mut retire: Vec<&wortwert_store::CollidingEntry> = Vec::new();
    for collision in &found {
        let Some(kept) = collision.entries.iter().find(|e| e.entry_id == keep) else {
            let ids: Vec<String> = collision
                .entries
                .iter()
                .map(|e| format!("#{} {}", e.entry_id, e.lemma))
                .collect();
            return Err(CliError::Input(format!(
                "entry #{keep} does not hold the key {} (its entries: {})",
                collision.key,
                ids.join(", ")
            )));
        };
        for entry in &collision.entries {
            let disagrees = collision
                .rulesets
                .iter()
                .any(|r| entry.refused_by.contains(r) != kept.refused_by.contains(r));
            if disagrees && !retire.iter().any(|e| e.entry_id == entry.entry_id) {
                retire.push(entry);
            }
        }
    }
    // Retiring takes an entry's every form out: only entries holding
    // nothing but this key (a second spelling) are retired here.
    let colliding: Vec<&str> = found.iter().map(|c| c.key.as_str()).collect();
    for entry in &retire {
        let reference = EntryRef::lemma(entry.lemma.clone()).with_id(entry.entry_id);
        let details = store.entry_details(&reference).await?;
        let others: Vec<String> = details
            .iter()
            .flat_map(|d| &d.forms)
            .filter(|f| f.withdrawn_from.is_none())
            .filter(|f| {
                let keys = GameKeys::of(&f.form);
                ![keys.expand, keys.distinct]
                    .iter()
                    .flatten()
                    .any(|k| colliding.contains(&k.as_str()))
            })
            .map(|f| f.form.clone())
            .collect();
        if !others.is_empty() {
            let mut shown: Vec<&str> = others.iter().take(5).map(String::as_str).collect();
            if others.len() > 5 {
                shown.push("…");
            }
            return Err(CliError::Conflict(format!(
                "entry #{} `{}` has forms with other keys ({}): retiring it would take them out \
                 of the lexicon too; give it the category with `{} entry tag {} CATEGORY --id {} \
                 --reason …`, or retire it yourself (`entry retire`); nothing changed",
                entry.entry_id,
                entry.lemma,
                shown.join(", "),
                command(context),
                entry.lemma,
                entry.entry_id
            )));
        }
    }
    let change = Change {
        actor: context.actor.clone(),
        reason: format!("{reason} (key collision {key}: #{keep} kept)"),
    };
    let mut retired = Vec::new();
    for entry in retire {
        let outcome = if dry_run {
            None
        } else {
            let reference = EntryRef::lemma(entry.lemma.clone()).with_id(entry.entry_id);
            Some(
                store
                    .edit(&reference, Edit::Retire, &change, Some(entry.revision))
                    .await?,
            )
        };
        retired.push(Retired {
            entry_id: entry.entry_id,
            lemma: entry.lemma.clone(),
            categories: entry.categories.clone(),
            outcome,
        });
    }
    let report = Resolved {
        lexicon: context.lexicon.clone(),
        key,
        dry_run,
        kept: keep,
        retired,
    };
    output::print(&report, context.json, || {
        let entries: Vec<String> = report
            .retired
            .iter()
            .map(|r| {
                format!(
                    "#{} {} [{}]",
                    r.entry_id,
                    r.lemma,
                    category_names(&r.categories)
                )
            })
            .collect();
        let (head, verb) = if report.dry_run {
            ("dry run, nothing written: resolving", "would retire")
        } else {
            ("resolved", "retired")
        };
        format!(
            "{head} the key collision {} in `{}`: kept #{}; {verb} {} (from the next publish on)",
            report.key,
            report.lexicon,
            report.kept,
            if entries.is_empty() {
                "nothing".to_owned()
            } else {
                entries.join(", ")
            }
        )
    });
    Ok(())
}
