//! Measure the Hunspell expansion against Hunspell's own programs.
//!
//! ```text
//! cargo run --release -p wortwert-importers --example hunspell_agreement -- \
//!     /usr/share/hunspell/de_DE /tmp/hunspell-agreement
//! ```
//!
//! 1. Times load + expansion + entry building on the full dictionary.
//! 2. Feeds every expanded word (and every entry form) to `hunspell -d DICT -a`
//!    and reports the share accepted.
//! 3. Runs `unmunch` on the stems that are not compound-only and compares its
//!    forms with ours, both ways, classifying the differences.
//!
//! Needs the Debian packages `hunspell` and `hunspell-tools`.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use wortwert_importers::hunspell::{Derivation, Dictionary, Stem, StemStatus, import};

type Failure = Box<dyn std::error::Error>;

fn main() -> Result<(), Failure> {
    let mut args = std::env::args().skip(1);
    let base = args
        .next()
        .ok_or("usage: hunspell_agreement DICT_BASE WORKDIR")?;
    let workdir = std::path::PathBuf::from(
        args.next()
            .unwrap_or_else(|| "/tmp/hunspell-agreement".to_owned()),
    );
    std::fs::create_dir_all(&workdir)?;
    let aff_path = format!("{base}.aff");
    let aff = std::fs::read(&aff_path)?;
    let dic = std::fs::read(format!("{base}.dic"))?;

    // 1. Timing (best of 3, so a busy machine shows less noise).
    let mut best = f64::MAX;
    let mut result = None;
    for _ in 0..3 {
        let start = Instant::now();
        let imported = import(&aff, &dic)?;
        best = best.min(start.elapsed().as_secs_f64());
        result = Some(imported);
    }
    let imported = result.ok_or("no run")?;
    println!("## Size and time");
    println!("stats: {}", serde_json::to_string(&imported.stats)?);
    println!("parse + expansion + entries: {best:.3} s (best of 3)");
    println!("rejected .dic lines: {}", imported.parsed.rejected.len());
    let mut by_pos: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    let mut verbs_without_base = 0;
    for entry in &imported.parsed.entries {
        *by_pos.entry(entry.pos.to_string()).or_default() += 1;
        for form in &entry.forms {
            *by_kind.entry(form.kind.to_string()).or_default() += 1;
        }
        if entry.pos.to_string() == "verb"
            && entry.forms.iter().all(|f| f.kind.to_string() != "base")
        {
            verbs_without_base += 1;
        }
    }
    println!("entries by part of speech: {by_pos:?}");
    println!("forms by kind: {by_kind:?}");
    println!("verb entries without an infinitive (conjugated-form stems): {verbs_without_base}");

    // 2. Everything our expansion calls a word.
    let dictionary = Dictionary::load(&aff, &dic)?;
    let expander = dictionary.expander();
    let mut ours: BTreeSet<String> = BTreeSet::new();
    let mut per_stem = Vec::new();
    let mut compared_stems = Vec::new();
    for stem in &dictionary.stems {
        per_stem.clear();
        let status = expander.expand(stem, &mut per_stem);
        if status != StemStatus::CompoundOnly {
            compared_stems.push(stem);
        }
        ours.extend(per_stem.iter().map(|d| d.word.clone()));
    }
    let forms: BTreeSet<String> = imported
        .parsed
        .entries
        .iter()
        .flat_map(|e| e.forms.iter().map(|f| f.form.clone()))
        .collect();

    println!("\n## Accepted by `hunspell -d {base} -L`");
    let rejected = hunspell_rejects(&base, &ours)?;
    report_share(
        "expanded words (hyphenated parts included)",
        ours.len(),
        rejected.len(),
    );
    let rejected_forms: Vec<&String> = forms.iter().filter(|f| rejected.contains(*f)).collect();
    report_share("entry forms", forms.len(), rejected_forms.len());
    println!(
        "rejected examples: {:?}",
        rejected.iter().take(30).collect::<Vec<_>>()
    );

    // 3. unmunch on the stems that are not compound-only.
    let filtered = workdir.join("not-compound-only.dic");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&filtered)?);
    writeln!(out, "{}", compared_stems.len())?;
    let dic_text = String::from_utf8_lossy(&dic);
    let lines: Vec<&str> = dic_text.lines().collect();
    for stem in &compared_stems {
        if let Some(line) = lines.get(stem.line - 1) {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    drop(out);
    let output = Command::new("unmunch")
        .arg(&filtered)
        .arg(&aff_path)
        .stderr(Stdio::null())
        .output()?;
    let unmunch: BTreeSet<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect();
    let mine: BTreeSet<String> = {
        let mut set = BTreeSet::new();
        for stem in &compared_stems {
            per_stem.clear();
            expander.expand(stem, &mut per_stem);
            set.extend(per_stem.iter().map(|d| d.word.clone()));
        }
        set
    };
    let common = unmunch.intersection(&mine).count();
    println!(
        "\n## Agreement with `unmunch` ({} stems that are not compound-only)",
        compared_stems.len()
    );
    println!(
        "unmunch forms: {}, our forms: {}, common: {common}",
        unmunch.len(),
        mine.len()
    );
    report_share(
        "unmunch forms we produce",
        unmunch.len(),
        unmunch.len() - common,
    );
    report_share(
        "our forms unmunch produces",
        mine.len(),
        mine.len() - common,
    );

    // The same comparison on the forms unmunch means, its continuation-flag
    // text removed; then classify what is left.
    let unmunch_forms: BTreeSet<String> = unmunch.iter().map(|line| unmunch_form(line)).collect();
    let common_forms = unmunch_forms.intersection(&mine).count();
    println!(
        "\nwith unmunch's continuation-flag text removed: {} forms",
        unmunch_forms.len()
    );
    report_share(
        "unmunch forms we produce",
        unmunch_forms.len(),
        unmunch_forms.len() - common_forms,
    );
    report_share(
        "our forms unmunch produces",
        mine.len(),
        mine.len() - common_forms,
    );

    let reasons = non_word_reasons(&dictionary, &compared_stems);
    let only_unmunch: BTreeSet<String> = unmunch_forms.difference(&mine).cloned().collect();
    let rejected_only_unmunch = hunspell_rejects(&base, &only_unmunch)?;
    let mut classes: BTreeMap<String, Vec<&String>> = BTreeMap::new();
    for word in &only_unmunch {
        let reason = reasons.get(word.as_str()).copied().unwrap_or("unexplained");
        let verdict = if rejected_only_unmunch.contains(word) {
            "hunspell rejects it too"
        } else {
            "hunspell accepts it (compounding or case folding)"
        };
        classes
            .entry(format!("{reason}; {verdict}"))
            .or_default()
            .push(word);
    }
    println!("\nonly in unmunch, by reason:");
    for (class, words) in &classes {
        println!(
            "- {class}: {} (e.g. {:?})",
            words.len(),
            words.iter().take(8).collect::<Vec<_>>()
        );
    }
    let not_words = only_unmunch
        .iter()
        .filter(|w| reasons.contains_key(w.as_str()))
        .count();
    let words_total = unmunch_forms.len() - not_words;
    report_share(
        "unmunch forms that are words (without the documented non-words) we produce",
        words_total,
        words_total - common_forms,
    );

    let only_ours: Vec<&String> = mine.difference(&unmunch_forms).collect();
    println!(
        "\nonly ours: {} (e.g. {:?})",
        only_ours.len(),
        only_ours.iter().take(20).collect::<Vec<_>>()
    );
    Ok(())
}

fn report_share(what: &str, total: usize, missing: usize) {
    let share = if total == 0 {
        100.0
    } else {
        100.0 * (total - missing) as f64 / total as f64
    };
    println!("{what}: {} of {total} = {share:.3} %", total - missing);
}

/// The words `hunspell -d DICT -L` reports: it prints the input lines that
/// hold a misspelled word, and there is one word per line. (No suggestions
/// are computed, unlike `-a`, so this is fast.)
fn hunspell_rejects(base: &str, words: &BTreeSet<String>) -> Result<BTreeSet<String>, Failure> {
    let mut child = Command::new("hunspell")
        .args(["-d", base, "-L"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let input: Vec<String> = words.iter().cloned().collect();
    let writer = std::thread::spawn(move || -> std::io::Result<()> {
        let mut out = std::io::BufWriter::new(&mut stdin);
        for word in &input {
            writeln!(out, "{word}")?;
        }
        out.flush()
    });
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut rejected = BTreeSet::new();
    for line in BufReader::new(stdout).lines() {
        rejected.insert(line?);
    }
    writer.join().map_err(|_| "writer panicked")??;
    child.wait()?;
    Ok(rejected)
}

/// The form an unmunch line stands for: unmunch copies an affix's
/// continuation flags into the word (`Ähren0/xoc|`, `-/coyf|Ähren`); drop
/// each `/flags|` and the `0` (empty affix) before it.
fn unmunch_form(line: &str) -> String {
    let mut form = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(slash) = rest.find('/') {
        let Some(bar) = rest[slash..].find('|') else {
            break;
        };
        let before = &rest[..slash];
        form.push_str(before.strip_suffix('0').unwrap_or(before));
        rest = &rest[slash + bar + 1..];
    }
    form.push_str(rest);
    form
}

/// For every form the rules build but we do not call a word: why.
fn non_word_reasons<'a>(
    dictionary: &'a Dictionary,
    stems: &[&'a Stem],
) -> HashMap<String, &'static str> {
    let expander = dictionary.expander();
    let special = &dictionary.aff.special;
    let mut reasons = HashMap::new();
    let mut candidates: Vec<Derivation> = Vec::new();
    for stem in stems {
        candidates.clear();
        expander.candidates(stem, &mut candidates);
        for candidate in &candidates {
            let reason = if stem.flags.has(special.forbidden_word) {
                "FORBIDDENWORD stem and its forms"
            } else if candidate.is_word {
                continue;
            } else if candidate.affixes().next().is_none() {
                "NEEDAFFIX stem alone"
            } else if candidate.affixes().any(|at| {
                dictionary
                    .aff
                    .classes
                    .get(at.class)
                    .and_then(|c| c.entries.get(at.entry))
                    .is_some_and(|rule| rule.cont.has(special.only_in_compound))
            }) {
                "affix with ONLYINCOMPOUND (compound part)"
            } else {
                "affix with NEEDAFFIX or CIRCUMFIX alone"
            };
            reasons.entry(candidate.word.clone()).or_insert(reason);
        }
    }
    reasons
}
