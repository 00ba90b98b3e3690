//! Probes a lexicon bundle with word lists, for the measurements in
//! `data/README.md`:
//!
//! ```sh
//! cargo run --release -p wortwert-domain --example lexicon_probe -- \
//!     data/default.wwlex rulesets < words.tsv > verdicts.tsv
//! ```
//!
//! Each input line is `word` or `word<TAB>infinitive`. Each output line is
//! the word, the infinitive (or `-`), whether the word's key has a posting
//! that is a verb form of an entry with that infinitive as lemma (`linked`:
//! 1/0/-), whether any entry with that key is a name (`name`: 1/0), whether
//! the key is in the lexicon at all (`present`: 1/0), then one
//! column per ruleset of the directory (sorted by file name): `ok`, or the
//! first reason code. With `--entries` a last column lists every posting of
//! the key as `lemma:pos:categories:kind`.

use std::io::{BufRead, Write};

use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::model::{Category, FormKind};
use wortwert_domain::normalize::{Alphabet, Normalizer, UmlautPolicy};
use wortwert_domain::ruleset::Ruleset;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let show_entries = std::env::args().any(|a| a == "--entries");
    let mut args = std::env::args().skip(1).filter(|a| a != "--entries");
    let (Some(bundle), Some(rulesets)) = (args.next(), args.next()) else {
        return Err("usage: lexicon_probe BUNDLE RULESET_DIR < words".into());
    };
    let snapshot = Snapshot::from_bundle(&std::fs::read(&bundle)?)?;
    let mut files: Vec<_> = std::fs::read_dir(&rulesets)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut games = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path)?;
        games.push(Ruleset::from_toml(&path.to_string_lossy(), &text)?);
    }
    let normalizer = Normalizer::new(UmlautPolicy::Distinct)
        .with_alphabet(Alphabet::any_letter())
        .with_max_length(usize::MAX);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    write!(out, "word\tinfinitive\tlinked\tname\tpresent")?;
    for path in &files {
        write!(
            out,
            "\t{}",
            path.file_stem().unwrap_or_default().to_string_lossy()
        )?;
    }
    writeln!(out)?;
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        let mut columns = line.split('\t');
        let word = columns.next().unwrap_or_default().trim();
        if word.is_empty() {
            continue;
        }
        let infinitive = columns.next().map(str::trim).filter(|s| !s.is_empty());
        let postings: Vec<_> = match normalizer.normalize(word) {
            Ok(key) => snapshot
                .lookup(UmlautPolicy::Distinct, key.as_str())
                .collect(),
            Err(_) => Vec::new(),
        };
        let linked = match infinitive {
            None => "-",
            Some(inf) => {
                let hit = postings.iter().any(|p| {
                    let entry = snapshot.entry(p.entry);
                    entry.lemma == inf
                        && (p.kind == FormKind::InflectedVerb || p.kind == FormKind::Base)
                });
                if hit { "1" } else { "0" }
            }
        };
        let names = [
            Category::FirstName,
            Category::FamilyName,
            Category::Toponym,
            Category::ProperName,
        ];
        let name = postings
            .iter()
            .any(|p| names.iter().any(|c| p.categories.contains(*c)));
        write!(
            out,
            "{word}\t{}\t{linked}\t{}\t{}",
            infinitive.unwrap_or("-"),
            u8::from(name),
            u8::from(!postings.is_empty())
        )?;
        for game in &games {
            let verdict = game.policy.judge(&snapshot, word);
            match verdict.reasons.first() {
                None => write!(out, "\tok")?,
                Some(reason) => write!(out, "\t{}", reason.code.as_str())?,
            }
        }
        if show_entries {
            let described: Vec<String> = postings
                .iter()
                .map(|p| {
                    let entry = snapshot.entry(p.entry);
                    let categories: Vec<&str> =
                        entry.categories.iter().map(|c| c.as_str()).collect();
                    format!(
                        "{}:{}:{}:{}",
                        entry.lemma,
                        entry.pos.as_str(),
                        categories.join(","),
                        p.kind.as_str()
                    )
                })
                .collect();
            write!(out, "\t{}", described.join(" "))?;
        }
        writeln!(out)?;
    }
    Ok(())
}
