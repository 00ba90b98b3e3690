//! `wortwert-admin bundle build`: compile the sources of a recipe
//! (`data/recipe.toml`) into the snapshot bundle the service embeds
//! (`data/default.wwlex`).
//!
//! The command reads the files the recipe names, refuses any whose SHA-256
//! differs from the recipe, parses the sources in parallel, merges them and
//! writes the bundle. The same recipe and files give the same bundle, byte
//! for byte. `scripts/build-lexicon` fetches the packages first.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Subcommand;
use serde::Serialize;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::model::Category;
use wortwert_importers::recipe::{self, BuildReport, Format, Input, Manager, Recipe, SourceSpec};
use wortwert_store::Progress;

use crate::commands::progress::Bars;
use crate::commands::{ProgressMode, closed};
use crate::error::CliError;
use crate::output;

#[derive(Debug, Subcommand)]
pub enum BundleCommand {
    /// Build a bundle from the sources of a recipe.
    Build {
        /// The recipe: sources, checksums, licences.
        #[arg(long, default_value = "data/recipe.toml")]
        recipe: PathBuf,
        /// Where the fetched packages are unpacked, one directory per source name.
        #[arg(
            long,
            env = "WORTWERT_LEXICON_CACHE",
            default_value = "target/lexicon-sources"
        )]
        cache: PathBuf,
        /// Where to write the bundle.
        #[arg(long, default_value = "data/default.wwlex")]
        out: PathBuf,
        /// Also write the counts as JSON here (deterministic, for data/README.md).
        #[arg(long)]
        counts: Option<PathBuf>,
        /// Where to write the meanings of the lemmas (when the recipe has
        /// Wiktionary glosses); the service embeds this file.
        #[arg(long, default_value = "data/meanings.wwmean")]
        meanings: PathBuf,
        /// Where to write the entries whose category their own evidence
        /// changed (a name, place, brand or abbreviation the spelling
        /// dictionaries list as a plain word): `lemma<TAB>part of
        /// speech<TAB>category<TAB>rule` lines, sorted.
        #[arg(long, default_value = "data/category-moves.tsv")]
        moves: PathBuf,
    },
    /// List the entries a category rule of the last build moved, for review:
    /// those of one category, one rule, or all.
    Moves {
        /// The file the build wrote.
        #[arg(long, default_value = "data/category-moves.tsv")]
        file: PathBuf,
        /// Only entries moved to this category.
        #[arg(long, value_parser = closed::<Category>())]
        category: Option<Category>,
        /// Only entries one rule moved: `gloss` (the headword's own gloss),
        /// `no_vowel` (a key without a vowel) or `common_gloss` (a name or abbreviation whose own gloss describes
        /// a thing).
        #[arg(long)]
        rule: Option<String>,
    },
    /// Load a bundle as the service does and report load time and memory.
    Inspect {
        #[arg(long, default_value = "data/default.wwlex")]
        bundle: PathBuf,
    },
    /// List the packages a recipe fetches, one per line:
    /// `name<TAB>manager<TAB>package<TAB>version<TAB>archive file<TAB>archive sha256<TAB>format`.
    Sources {
        #[arg(long, default_value = "data/recipe.toml")]
        recipe: PathBuf,
    },
    /// List the infinitives of the verbs the recipe's word sources merge to,
    /// one per line (the input of its conjugator sources).
    Verbs {
        #[arg(long, default_value = "data/recipe.toml")]
        recipe: PathBuf,
        #[arg(
            long,
            env = "WORTWERT_LEXICON_CACHE",
            default_value = "target/lexicon-sources"
        )]
        cache: PathBuf,
    },
}

pub fn run(command: BundleCommand, json: bool, progress: ProgressMode) -> Result<(), CliError> {
    let progress = Bars::with(progress, json);
    match command {
        BundleCommand::Build {
            recipe,
            cache,
            out,
            counts,
            meanings,
            moves,
        } => build(
            &recipe,
            &cache,
            Outputs {
                out: &out,
                counts: counts.as_deref(),
                meanings: &meanings,
                moves: &moves,
            },
            json,
            &progress,
        ),
        BundleCommand::Moves {
            file,
            category,
            rule,
        } => list_moves(&file, category, rule.as_deref(), json),
        BundleCommand::Sources { recipe } => sources(&recipe, json),
        BundleCommand::Verbs { recipe, cache } => verbs(&recipe, &cache, json, &progress),
        BundleCommand::Inspect { bundle } => inspect(&bundle, json, &progress),
    }
}

fn load_recipe(path: &Path) -> Result<Recipe, CliError> {
    let text = String::from_utf8(read(path)?)
        .map_err(|_| CliError::Input(format!("{} is not UTF-8", path.display())))?;
    Recipe::from_toml(&text).map_err(|e| CliError::Input(format!("{}: {e}", path.display())))
}

fn sources(path: &Path, json: bool) -> Result<(), CliError> {
    let recipe = load_recipe(path)?;
    let packages: Vec<&SourceSpec> = recipe
        .sources
        .iter()
        .filter(|s| s.package.manager != Manager::Repo)
        .collect();
    output::print(&packages, json, || {
        packages
            .iter()
            .map(|s| {
                let manager = match s.package.manager {
                    Manager::Apt => "apt",
                    Manager::Pip => "pip",
                    Manager::Npm => "npm",
                    Manager::Repo => "repo",
                };
                format!(
                    "{}\t{}\t{}\t{}\t{}\t{}\t{}",
                    s.name,
                    manager,
                    s.package.name,
                    s.package.version,
                    s.package.file.as_deref().unwrap_or("-"),
                    s.package.sha256.as_deref().unwrap_or("-"),
                    s.format.name()
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}

fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))
}

/// Where a source's file is: in the cache for packages, beside the recipe for repository files.
fn file_path(recipe_dir: &Path, cache: &Path, source: &SourceSpec, inner: &str) -> PathBuf {
    match source.package.manager {
        Manager::Repo => recipe_dir.join(inner),
        Manager::Apt | Manager::Pip | Manager::Npm => cache.join(&source.name).join(inner),
    }
}

/// Reads and checks a source's files, then parses them.
fn load_source(recipe_dir: &Path, cache: &Path, source: &SourceSpec) -> Result<Input, CliError> {
    let mut files = BTreeMap::new();
    for (role, spec) in &source.files {
        let path = file_path(recipe_dir, cache, source, &spec.path);
        let bytes = read(&path).map_err(|e| {
            CliError::Input(format!(
                "{e} (source `{}`; run scripts/build-lexicon to fetch it)",
                source.name
            ))
        })?;
        recipe::check_file(source, role, &bytes).map_err(|e| CliError::Input(e.to_string()))?;
        files.insert(role.clone(), bytes);
    }
    recipe::parse_source(source, &files).map_err(|e| CliError::Input(e.to_string()))
}

/// Parses the sources in parallel, in recipe order; a source `wanted`
/// refuses is given as empty conjugations (not read at all).
fn load_all(
    recipe: &Recipe,
    recipe_path: &Path,
    cache: &Path,
    wanted: impl Fn(&SourceSpec) -> bool + Sync,
    progress: &dyn Progress,
) -> Result<Vec<Input>, CliError> {
    let recipe_dir = recipe_path.parent().unwrap_or(Path::new("."));
    let wanted = &wanted;
    let read = recipe.sources.iter().filter(|s| wanted(s)).count();
    progress.stage(
        &format!("parsing {}", output::count(read, "source", "sources")),
        None,
    );
    let parsed: Vec<Result<Input, CliError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = recipe
            .sources
            .iter()
            .map(|source| {
                scope.spawn(move || {
                    if wanted(source) {
                        load_source(recipe_dir, cache, source)
                    } else {
                        Ok(Input::Conjugations {
                            forms: Vec::new(),
                            rejected: Vec::new(),
                        })
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(CliError::Unexpected("a parser thread panicked".into()))
                })
            })
            .collect()
    });
    progress.finish();
    parsed.into_iter().collect()
}

/// The verbs of the recipe's word sources, for its conjugator sources
/// (which are not read: `scripts/build-lexicon` writes them from this list).
fn verbs(
    recipe_path: &Path,
    cache: &Path,
    json: bool,
    progress: &dyn Progress,
) -> Result<(), CliError> {
    let recipe = load_recipe(recipe_path)?;
    let inputs = load_all(
        &recipe,
        recipe_path,
        cache,
        |s| s.format != Format::Conjugator,
        progress,
    )?;
    progress.stage("merging", None);
    let verbs = recipe::verbs(&recipe, inputs).map_err(|e| CliError::Input(e.to_string()))?;
    progress.finish();
    output::print(&verbs, json, || verbs.join("\n"));
    Ok(())
}

/// The files `bundle build` writes.
struct Outputs<'a> {
    out: &'a Path,
    counts: Option<&'a Path>,
    meanings: &'a Path,
    moves: &'a Path,
}

fn build(
    recipe_path: &Path,
    cache: &Path,
    outputs: Outputs<'_>,
    json: bool,
    progress: &dyn Progress,
) -> Result<(), CliError> {
    let Outputs {
        out,
        counts,
        meanings,
        moves,
    } = outputs;
    let started = Instant::now();
    let recipe = load_recipe(recipe_path)?;
    let parsed = load_all(&recipe, recipe_path, cache, |_| true, progress)?;
    let parsed_at = started.elapsed();

    progress.stage("merging and compiling", None);
    let built = recipe::build(&recipe, parsed).map_err(|e| CliError::Input(e.to_string()))?;
    progress.stage("writing", None);
    // Everything is built before anything is written, and each file is
    // written beside its place and renamed into it: a failed build leaves
    // the files of the last good one.
    let mut text = serde_json::to_string_pretty(&built.report)
        .map_err(|e| CliError::Unexpected(e.to_string()))?;
    text.push('\n');
    write_whole(out, &built.bundle)?;
    if let Some((bytes, _)) = &built.meanings {
        write_whole(meanings, bytes)?;
    }
    if let Some(path) = counts {
        write_whole(path, text.as_bytes())?;
    }
    write_whole(moves, moves_tsv(&built.moved).as_bytes())?;
    progress.finish();
    if !json {
        eprintln!(
            "parsed in {:.1} s, built in {:.1} s",
            parsed_at.as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
        if let Some((bytes, counts)) = &built.meanings {
            eprintln!(
                "meanings: {} bytes; {} lemmas, {} (lemma, reading) keys; {} Wiktionary meanings \
                 ({} sections fit no entry), {} OpenThesaurus senses ({} sets without a part of speech)",
                bytes.len(),
                counts.lemmas,
                counts.readings,
                counts.wiktionary,
                counts.sections_left_out,
                counts.thesaurus,
                counts.sets_without_vote
            );
        }
    }
    output::print(&built.report, json, || describe(out, &built.report));
    Ok(())
}

/// The moved entries as TSV lines (`lemma, part of speech, category, rule`).
fn moves_tsv(moved: &[wortwert_importers::own_evidence::Moved]) -> String {
    let mut text = String::new();
    for m in moved {
        let rule = match m.rule {
            wortwert_importers::own_evidence::Rule::Gloss => "gloss",
            wortwert_importers::own_evidence::Rule::NoVowel => "no_vowel",
            wortwert_importers::own_evidence::Rule::CommonGloss => "common_gloss",
            wortwert_importers::own_evidence::Rule::NameForm => "name_form",
            wortwert_importers::own_evidence::Rule::CuratedLine => "curated_line",
            wortwert_importers::own_evidence::Rule::NameUse => "name_use",
        };
        text.push_str(&format!("{}\t{}\t{}\t{rule}\n", m.lemma, m.pos, m.to));
    }
    text
}

/// One line of the moves file, as `bundle moves` lists it.
#[derive(Debug, Serialize)]
struct MoveLine {
    lemma: String,
    part_of_speech: String,
    category: String,
    rule: String,
}

fn list_moves(
    file: &Path,
    category: Option<Category>,
    rule: Option<&str>,
    json: bool,
) -> Result<(), CliError> {
    let text = String::from_utf8(read(file)?)
        .map_err(|_| CliError::Input(format!("{} is not UTF-8", file.display())))?;
    let mut lines = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [lemma, pos, to, by] = fields.as_slice() else {
            return Err(CliError::Input(format!(
                "{}:{}: expected lemma, part of speech, category and rule separated by tabs",
                file.display(),
                number + 1
            )));
        };
        if category.is_some_and(|c| c.as_str() != *to) || rule.is_some_and(|r| r != *by) {
            continue;
        }
        lines.push(MoveLine {
            lemma: (*lemma).to_owned(),
            part_of_speech: (*pos).to_owned(),
            category: (*to).to_owned(),
            rule: (*by).to_owned(),
        });
    }
    output::print(&lines, json, || {
        let mut text: String = lines
            .iter()
            .map(|l| {
                format!(
                    "{}\t{}\t{}\t{}\n",
                    l.lemma, l.part_of_speech, l.category, l.rule
                )
            })
            .collect();
        text.push_str(&output::count(lines.len(), "entry", "entries"));
        text
    });
    Ok(())
}

/// Writes a file whole or not at all: into `<path>.part`, then renamed.
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    std::fs::write(&part, bytes)
        .and_then(|()| std::fs::rename(&part, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&part);
            CliError::Input(format!("cannot write {}: {e}", path.display()))
        })
}

fn describe(out: &Path, report: &BuildReport) -> String {
    let mut text = String::new();
    let mut line = |s: String| {
        text.push_str(&s);
        text.push('\n');
    };
    let lexicon = &report.lexicon;
    line(format!(
        "wrote {} ({} bytes), lexicon `{}` version {}, checksum {}",
        out.display(),
        output::group(report.bundle_bytes),
        report.lexicon_id,
        report.version,
        report.checksum
    ));
    line(format!(
        "{} entries, {} forms ({} distinct surfaces); keys: {} distinct, {} expand",
        output::group(lexicon.entries),
        output::group(lexicon.forms),
        output::group(lexicon.surfaces),
        output::group(report.snapshot.keys.distinct),
        output::group(report.snapshot.keys.expand)
    ));
    let pairs = |map: &BTreeMap<String, u64>| {
        map.iter()
            .map(|(k, v)| format!("{k} {}", output::group(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    line(format!(
        "entries per category: {}",
        pairs(&lexicon.entries_per_category)
    ));
    line(format!(
        "entries per part of speech: {}",
        pairs(&lexicon.entries_per_pos)
    ));
    line(format!(
        "forms per kind: {}",
        pairs(&lexicon.forms_per_kind)
    ));
    let j = &lexicon.joins;
    line(format!(
        "stems: {} by lemma, {} by form, {} new; plain forms: {} explained, {} by lemma, {} new; acronyms made abbreviations: {}",
        output::group(j.stems_by_lemma),
        output::group(j.stems_by_form),
        output::group(j.stems_new),
        output::group(j.forms_explained),
        output::group(j.forms_by_lemma),
        output::group(j.forms_new),
        output::group(j.acronyms)
    ));
    if j.secondary_confirmed + j.secondary_new + j.secondary_left_out + j.secondary_places_left_out
        > 0
    {
        line(format!(
            "secondary stems: {} known to other sources, {} new, {} left out ({} more as places' names); after the verbs: {} bare stems folded into their verb, {} other bare stems left out",
            output::group(j.secondary_confirmed),
            output::group(j.secondary_new),
            output::group(j.secondary_left_out),
            output::group(j.secondary_places_left_out),
            output::group(j.secondary_verb_forms),
            output::group(j.secondary_bare_left_out)
        ));
    }
    for (source, contribution) in report.sources.iter().zip(&lexicon.sources) {
        line(format!(
            "source {}: read {} entries / {} forms, {} refused; contributes {} entries ({} only here), {} forms, {} surfaces ({} only here)",
            source.name,
            output::group(source.entries_read),
            output::group(source.forms_read),
            output::group(source.rejected),
            output::group(contribution.entries),
            output::group(contribution.entries_only_here),
            output::group(contribution.forms),
            output::group(contribution.surfaces),
            output::group(contribution.surfaces_only_here)
        ));
    }
    for coverage in &report.coverage {
        line(format!(
            "coverage of {}: {} of {} forms found ({} not indexable){}",
            coverage.source,
            output::group(coverage.found),
            output::group(coverage.forms),
            output::group(coverage.not_indexable),
            if coverage.missing_examples.is_empty() {
                String::new()
            } else {
                format!("; missing e.g. {}", coverage.missing_examples.join(", "))
            }
        ));
    }
    text.pop();
    text
}

#[derive(Debug, Serialize)]
struct InspectReport {
    bundle: PathBuf,
    bundle_bytes: usize,
    lexicon_id: String,
    version: u32,
    checksum: String,
    counts: wortwert_domain::lexicon::SnapshotCounts,
    /// `Snapshot::from_bundle`: decompression, checksum, validation.
    load_ms: f64,
    /// `Snapshot::from_bytes` on the decompressed bytes: checksum and validation only.
    decode_ms: f64,
    heap_bytes: usize,
    /// Resident memory before and after loading (Linux `VmRSS`), if known.
    rss_before_kib: Option<u64>,
    rss_after_kib: Option<u64>,
}

/// Resident set size of this process in KiB (Linux), if readable.
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn inspect(path: &Path, json: bool, progress: &dyn Progress) -> Result<(), CliError> {
    progress.stage("loading the bundle", None);
    let bundle = read(path)?;
    let rss_before_kib = rss_kib();
    let started = Instant::now();
    let snapshot = Snapshot::from_bundle(&bundle)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    let load_ms = started.elapsed().as_secs_f64() * 1000.0;
    let rss_after_kib = rss_kib();
    let bytes = snapshot.to_bytes();
    let started = Instant::now();
    let again = Snapshot::from_bytes(&bytes)
        .map_err(|e| CliError::Unexpected(format!("re-decoding: {e}")))?;
    let decode_ms = started.elapsed().as_secs_f64() * 1000.0;
    drop(again);
    progress.finish();
    let report = InspectReport {
        bundle: path.to_owned(),
        bundle_bytes: bundle.len(),
        lexicon_id: snapshot.meta().lexicon_id.clone(),
        version: snapshot.meta().version,
        checksum: snapshot.checksum().to_owned(),
        counts: snapshot.counts(),
        load_ms,
        decode_ms,
        heap_bytes: snapshot.heap_bytes(),
        rss_before_kib,
        rss_after_kib,
    };
    output::print(&report, json, || {
        format!(
            "{} ({} bytes): lexicon `{}` version {}, {} entries, {} forms, keys {} distinct / {} expand\n\
             load (from_bundle) {:.0} ms, of which checksum + validation (from_bytes) {:.0} ms\n\
             heap {:.1} MiB; resident {} → {} KiB",
            report.bundle.display(),
            output::group(report.bundle_bytes),
            report.lexicon_id,
            report.version,
            output::group(report.counts.entries),
            output::group(report.counts.forms),
            output::group(report.counts.keys.distinct),
            output::group(report.counts.keys.expand),
            report.load_ms,
            report.decode_ms,
            report.heap_bytes as f64 / (1024.0 * 1024.0),
            report.rss_before_kib.map_or("?".into(), output::group),
            report.rss_after_kib.map_or("?".into(), output::group),
        )
    });
    Ok(())
}
