//! `wortwert-admin house-list put|list|show`: the house word lists of
//! the front ends' keys, as the maintainers see and change them (the
//! front ends themselves put theirs through `PUT /v1/house-lists/{name}`).

use clap::Subcommand;
use serde::Serialize;
use wortwert_domain::house::HouseWords;
use wortwert_store::house_lists::{HouseListHead, HouseListRevision};

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Subcommand)]
pub enum HouseListCommand {
    /// Put a list's words as its next revision: every word it allows and
    /// refuses, one a line (blank lines and lines starting with `#` are
    /// skipped). A list with the same words as its newest revision makes
    /// no new one.
    Put {
        /// The key that owns the list: its id or the key itself.
        #[arg(long)]
        key: String,
        /// The list's name (lower-case letters, digits, `-`, `_`).
        name: String,
        /// A file of the words the list allows.
        #[arg(long)]
        allow: Option<std::path::PathBuf>,
        /// A file of the words the list refuses.
        #[arg(long)]
        refuse: Option<std::path::PathBuf>,
        /// What changed and why.
        #[arg(long, default_value = "")]
        note: String,
    },
    /// The lists of one key (or of every key), each at its newest revision.
    List {
        #[arg(long)]
        key: Option<String>,
    },
    /// A list's words at its newest revision (or `--revision N`), and
    /// every revision it had.
    Show {
        #[arg(long)]
        key: String,
        name: String,
        #[arg(long)]
        revision: Option<u32>,
    },
}

/// The words of `path`, one a line.
fn words_of(path: Option<&std::path::Path>) -> Result<Vec<String>, CliError> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::Usage(format!(
            "{} cannot be read as UTF-8 text: {e}",
            path.display()
        ))
    })?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_owned)
        .collect())
}

#[derive(Debug, Serialize)]
struct Shown {
    #[serde(flatten)]
    list: HouseListRevision,
    revisions: Vec<HouseListHead>,
}

fn head_row(head: &HouseListHead) -> Vec<String> {
    vec![
        head.key_id.clone(),
        head.name.clone(),
        head.revision.to_string(),
        output::group(u64::from(head.allowed)),
        output::group(u64::from(head.refused)),
        head.checksum[..12.min(head.checksum.len())].to_owned(),
        head.created_at.format("%Y-%m-%d %H:%M UTC").to_string(),
    ]
}

const HEAD_COLUMNS: [&str; 7] = [
    "key", "list", "revision", "allowed", "refused", "checksum", "put",
];

pub async fn run(context: &Context, command: HouseListCommand) -> Result<(), CliError> {
    let store = context.store().await?;
    match command {
        HouseListCommand::Put {
            key,
            name,
            allow,
            refuse,
            note,
        } => {
            let key = store.api_key(&key).await?;
            let words = HouseWords {
                allow: words_of(allow.as_deref())?,
                refuse: words_of(refuse.as_deref())?,
            };
            if let Err(faults) = words.check() {
                let lines: Vec<String> = faults
                    .iter()
                    .map(|fault| {
                        // `/allow/3` is the fourth word of the allow file.
                        let (part, index) = fault
                            .field
                            .trim_start_matches('/')
                            .split_once('/')
                            .unwrap_or(("", ""));
                        let number = index.parse::<usize>().map_or(0, |i| i + 1);
                        match part {
                            "" => fault.message.text(wortwert_domain::messages::Lang::En),
                            part => format!(
                                "{part} word {number}: {}",
                                fault.message.text(wortwert_domain::messages::Lang::En)
                            ),
                        }
                    })
                    .collect();
                return Err(CliError::Usage(format!(
                    "the list cannot be kept; nothing changed:\n  {}",
                    lines.join("\n  ")
                )));
            }
            let put = store
                .put_house_list(&key.id, &name, &words, &context.actor, &note)
                .await?;
            output::print(&put, context.json, || {
                let r = &put.revision;
                if put.created {
                    format!(
                        "list {} of key {}: revision {} ({} allowed, {} refused, checksum {}); \
                         replicas use it within a second",
                        r.name,
                        r.key_id,
                        r.revision,
                        output::group(r.words.allow.len() as u64),
                        output::group(r.words.refuse.len() as u64),
                        &r.checksum[..12],
                    )
                } else {
                    format!(
                        "list {} of key {} already has these words (revision {}); nothing changed",
                        r.name, r.key_id, r.revision
                    )
                }
            });
        }
        HouseListCommand::List { key } => {
            let key_id = match key {
                Some(key) => Some(store.api_key(&key).await?.id),
                None => None,
            };
            let heads = store.house_list_heads(key_id.as_deref()).await?;
            output::print(&heads, context.json, || {
                if heads.is_empty() {
                    return "no house lists".to_owned();
                }
                output::table(&HEAD_COLUMNS, heads.iter().map(head_row), &[])
            });
        }
        HouseListCommand::Show {
            key,
            name,
            revision,
        } => {
            let key = store.api_key(&key).await?;
            let list = store
                .house_list(&key.id, &name, revision)
                .await?
                .ok_or_else(|| {
                    CliError::NotFound(match revision {
                        Some(r) => format!("key {} has no list `{name}` at revision {r}", key.id),
                        None => format!("key {} has no list `{name}`", key.id),
                    })
                })?;
            let shown = Shown {
                revisions: store.house_list_revisions(&key.id, &name).await?,
                list,
            };
            output::print(&shown, context.json, || {
                let l = &shown.list;
                let mut text = format!(
                    "list {} of key {}, revision {} (checksum {}), put {} by {}{}\n",
                    l.name,
                    l.key_id,
                    l.revision,
                    l.checksum,
                    l.created_at.format("%Y-%m-%d %H:%M UTC"),
                    l.created_by,
                    if l.note.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", l.note)
                    },
                );
                text.push_str(&format!(
                    "allowed ({}):",
                    output::group(l.words.allow.len())
                ));
                for word in &l.words.allow {
                    text.push_str(&format!("\n  {word}"));
                }
                text.push_str(&format!(
                    "\nrefused ({}):",
                    output::group(l.words.refuse.len())
                ));
                for word in &l.words.refuse {
                    text.push_str(&format!("\n  {word}"));
                }
                text.push_str("\n\n");
                text.push_str(&output::table(
                    &HEAD_COLUMNS,
                    shown.revisions.iter().map(head_row),
                    &[],
                ));
                text
            });
        }
    }
    Ok(())
}
