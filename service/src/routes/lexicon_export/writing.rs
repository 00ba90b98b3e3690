//! How an export file is written: a ruleset's own file from the lexicon
//! (every key its finder index accepts, in byte order), and a house word
//! list's file from the ruleset's own (its refused words left out, its
//! allowed words the ruleset lacks merged in), so that a list's file costs
//! one pass over a file already built, not a second walk of the lexicon.
//!
//! Both write the gzip stream to any `Write` and flush it at the end (the
//! growing file's writer hands over its last chunk then).

use std::io::{BufRead, Read, Write};

use fst::Streamer;

use wortwert_domain::finder::FinderIndex;
use wortwert_domain::house::{HouseEffect, HouseRules};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use super::ExportFormat;

/// The first line of an fst file.
const FST_MAGIC: &str = "WWFST1";

/// The gzip level: 5 gives files within 1 % of the default's (6) in half
/// its time, since miniz_oxide's level 6 tries four times the matches
/// (docs/benchmarks.md, "The first export after start").
const LEVEL: u32 = 5;
/// How much input the compressor is handed at a time: flate2 clears its
/// output buffer's spare room on every write, which a line at a time made a
/// tenth of the whole writing.
const INPUT_BYTES: usize = 256 * 1024;

type Gzip<W> = std::io::BufWriter<flate2::write::GzEncoder<W>>;

/// A gzip stream into `out`, its input buffered.
fn gzip<W: Write>(out: W) -> Gzip<W> {
    std::io::BufWriter::with_capacity(
        INPUT_BYTES,
        flate2::write::GzEncoder::new(out, flate2::Compression::new(LEVEL)),
    )
}

/// Ends the stream and flushes `out`.
fn finish<W: Write>(gz: Gzip<W>) -> std::io::Result<()> {
    gz.into_inner()
        .map_err(std::io::IntoInnerError::into_error)?
        .finish()?
        .flush()
}

/// The keys `index` accepts that `house` does not refuse, and those `house`
/// allows that `index` lacks (long enough for the ruleset), each once, in
/// byte order, with the word a list wrote for a key the lexicon lacks
/// (`None`: the lexicon's display word). A ruleset's own file is written
/// with no list; with one it is the reference that [`derive`] is tested
/// against.
pub fn each_key<'a>(
    snapshot: &'a Snapshot,
    ruleset: &Ruleset,
    index: &FinderIndex,
    house: Option<&'a HouseRules>,
    mut write: impl FnMut(&str, Option<&str>),
) {
    let policy = &ruleset.policy;
    let mut extra = house
        .into_iter()
        .flat_map(|house| house.allowed())
        .filter(|(key, _)| key.chars().count() >= policy.min_length && !index.contains(key))
        .peekable();
    snapshot.for_each_key(policy.umlauts(), |key, _| {
        let key = key.as_str();
        while let Some((added, written)) = extra.next_if(|(added, _)| *added < key) {
            write(added, Some(written));
        }
        let refused = house.is_some_and(|house| house.says(key) == Some(HouseEffect::Refused));
        if index.contains(key) && !refused {
            write(key, None);
        }
    });
    for (added, written) in extra {
        write(added, Some(written));
    }
}

/// How many words a list's file holds: the ruleset's, less those the list
/// refuses, plus those it allows that the ruleset lacks. One lookup a word
/// of the list.
pub fn words_with(index: &FinderIndex, house: &HouseRules, min_length: usize) -> u64 {
    let refused = house.refused().filter(|key| index.contains(key)).count();
    let added = house
        .allowed()
        .filter(|(key, _)| key.chars().count() >= min_length && !index.contains(key))
        .count();
    (index.len() + added - refused) as u64
}

/// Writes the ruleset's own file (no list) as gzip into `out`.
pub fn write_own(
    snapshot: &Snapshot,
    ruleset: &Ruleset,
    index: &FinderIndex,
    format: ExportFormat,
    manifest: &str,
    out: impl Write,
) -> std::io::Result<()> {
    let policy = &ruleset.policy;
    let mut gz = gzip(out);
    match format {
        ExportFormat::Words => {
            writeln!(gz, "#{manifest}")?;
            let mut line = String::new();
            let mut failed = None;
            each_key(snapshot, ruleset, index, None, |key, written| {
                if failed.is_some() {
                    return;
                }
                line.clear();
                line.push_str(key);
                line.push('\t');
                match written {
                    Some(written) => line.push_str(written),
                    None => line.push_str(&crate::routes::display::written(snapshot, policy, key)),
                }
                line.push('\n');
                if let Err(e) = gz.write_all(line.as_bytes()) {
                    failed = Some(e);
                }
            });
            if let Some(e) = failed {
                return Err(e);
            }
        }
        ExportFormat::Fst => {
            let mut set = fst::SetBuilder::memory();
            each_key(snapshot, ruleset, index, None, |key, _| {
                // Keys come in byte order, each once.
                let _ = set.insert(key);
            });
            let bytes = set.into_inner().map_err(std::io::Error::other)?;
            writeln!(gz, "{FST_MAGIC}")?;
            writeln!(gz, "{manifest}")?;
            gz.write_all(&bytes)?;
        }
    }
    finish(gz)
}

/// Writes a list's file as gzip into `out`, from `base` (the ruleset's own
/// file, gzip, in `format`): the manifest line replaced by `manifest`,
/// the keys `house` refuses left out, the keys it allows that `base` lacks
/// and that have at least `min_length` letters merged in with the word as
/// the list wrote it.
pub fn derive(
    base: &[u8],
    format: ExportFormat,
    manifest: &str,
    house: &HouseRules,
    min_length: usize,
    out: impl Write,
) -> std::io::Result<()> {
    let mut gz = gzip(out);
    let mut base = std::io::BufReader::new(flate2::read::GzDecoder::new(base));
    let mut extra = house
        .allowed()
        .filter(|(key, _)| key.chars().count() >= min_length)
        .peekable();
    match format {
        ExportFormat::Words => {
            let mut line = Vec::new();
            base.read_until(b'\n', &mut line)?;
            if !line.starts_with(b"#") {
                return Err(unreadable("the words file has no manifest line"));
            }
            writeln!(gz, "#{manifest}")?;
            loop {
                line.clear();
                if base.read_until(b'\n', &mut line)? == 0 {
                    break;
                }
                let key = line
                    .split(|b| *b == b'\t')
                    .next()
                    .and_then(|key| std::str::from_utf8(key).ok())
                    .ok_or_else(|| unreadable("a line of the words file has no key"))?;
                while let Some((added, written)) = extra.next_if(|(added, _)| *added <= key) {
                    if added != key {
                        writeln!(gz, "{added}\t{written}")?;
                    }
                }
                if house.says(key) != Some(HouseEffect::Refused) {
                    gz.write_all(&line)?;
                }
            }
            for (added, written) in extra {
                writeln!(gz, "{added}\t{written}")?;
            }
        }
        ExportFormat::Fst => {
            let mut line = String::new();
            base.read_line(&mut line)?;
            if line.trim_end() != FST_MAGIC {
                return Err(unreadable(
                    "the fst file does not start with its magic line",
                ));
            }
            line.clear();
            base.read_line(&mut line)?;
            let mut bytes = Vec::new();
            base.read_to_end(&mut bytes)?;
            let keys = fst::Set::new(bytes).map_err(std::io::Error::other)?;
            let mut set = fst::SetBuilder::memory();
            let mut stream = keys.stream();
            let mut insert = |key: &str| set.insert(key).map_err(std::io::Error::other);
            while let Some(key) = stream.next() {
                let key = std::str::from_utf8(key).map_err(std::io::Error::other)?;
                while let Some((added, _)) = extra.next_if(|(added, _)| *added <= key) {
                    if added != key {
                        insert(added)?;
                    }
                }
                if house.says(key) != Some(HouseEffect::Refused) {
                    insert(key)?;
                }
            }
            for (added, _) in extra {
                insert(added)?;
            }
            let bytes = set.into_inner().map_err(std::io::Error::other)?;
            writeln!(gz, "{FST_MAGIC}")?;
            writeln!(gz, "{manifest}")?;
            gz.write_all(&bytes)?;
        }
    }
    finish(gz)
}

fn unreadable(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, why.to_owned())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::io::Read;

    use proptest::prelude::*;
    use wortwert_domain::house::{HouseListRef, HouseWords};
    use wortwert_domain::ruleset::Ruleset;

    use super::*;

    fn ruleset() -> Ruleset {
        let (file, text) = wortwert_domain::ruleset::SHIPPED
            .iter()
            .find(|(file, _)| file.starts_with("happycross"))
            .expect("the happycross ruleset is shipped");
        Ruleset::from_toml(file, text).expect("a shipped ruleset reads")
    }

    fn house(allow: &[String], refuse: &[String], ruleset: &Ruleset) -> HouseRules {
        let list = HouseListRef {
            name: "club".to_owned(),
            revision: 1,
            checksum: "c".to_owned(),
        };
        let words = HouseWords {
            allow: allow.to_vec(),
            refuse: refuse.to_vec(),
        };
        HouseRules::compile(list, &words, &ruleset.policy.normalizer)
    }

    /// A ruleset's own file as `write_own` lays it out, from `(key, display)`.
    fn base_file(format: ExportFormat, words: &BTreeMap<String, String>) -> Vec<u8> {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        match format {
            ExportFormat::Words => {
                writeln!(gz, "#{{\"kind\":\"base\"}}").unwrap();
                for (key, display) in words {
                    writeln!(gz, "{key}\t{display}").unwrap();
                }
            }
            ExportFormat::Fst => {
                let set = fst::Set::from_iter(words.keys()).unwrap();
                writeln!(gz, "{FST_MAGIC}\n{{\"kind\":\"base\"}}").unwrap();
                gz.write_all(set.as_fst().as_bytes()).unwrap();
            }
        }
        gz.finish().unwrap()
    }

    fn gunzip(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .read_to_end(&mut out)
            .unwrap();
        out
    }

    /// What a list's file must hold, worked out plainly.
    fn expected(
        words: &BTreeMap<String, String>,
        house: &HouseRules,
        min_length: usize,
    ) -> BTreeMap<String, String> {
        let mut out: BTreeMap<String, String> = words
            .iter()
            .filter(|(key, _)| house.says(key) != Some(HouseEffect::Refused))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (key, written) in house.allowed() {
            if key.chars().count() >= min_length && !words.contains_key(key) {
                out.insert(key.to_owned(), written.to_owned());
            }
        }
        out
    }

    fn word() -> impl Strategy<Value = String> {
        proptest::string::string_regex("[A-FÄÖÜ]{1,6}").unwrap()
    }

    proptest! {
        #[test]
        fn a_lists_file_is_the_rulesets_less_its_refusals_plus_its_additions(
            base in proptest::collection::btree_set(word(), 0..60),
            allow in proptest::collection::vec(word(), 0..12),
            refuse in proptest::collection::vec(word(), 0..12),
        ) {
            let ruleset = ruleset();
            let refuse: Vec<String> = refuse.into_iter().filter(|w| !allow.contains(w)).collect();
            let house = house(&allow, &refuse, &ruleset);
            let words: BTreeMap<String, String> = base
                .into_iter()
                .filter_map(|w| ruleset.policy.normalizer.normalize(&w).ok())
                .map(|key| (key.as_str().to_owned(), format!("{}!", key.as_str().to_lowercase())))
                .collect();
            let min = ruleset.policy.min_length;
            let want = expected(&words, &house, min);

            let mut out = Vec::new();
            derive(&base_file(ExportFormat::Words, &words), ExportFormat::Words, "{\"kind\":\"list\"}", &house, min, &mut out).unwrap();
            let text = String::from_utf8(gunzip(&out)).unwrap();
            let mut lines = text.lines();
            prop_assert_eq!(lines.next(), Some("#{\"kind\":\"list\"}"));
            let got: Vec<(String, String)> = lines
                .map(|l| { let (k, v) = l.split_once('\t').unwrap(); (k.to_owned(), v.to_owned()) })
                .collect();
            prop_assert_eq!(got, want.clone().into_iter().collect::<Vec<_>>());

            let mut out = Vec::new();
            derive(&base_file(ExportFormat::Fst, &words), ExportFormat::Fst, "{\"kind\":\"list\"}", &house, min, &mut out).unwrap();
            let file = gunzip(&out);
            let header = format!("{FST_MAGIC}\n{{\"kind\":\"list\"}}\n");
            prop_assert!(file.starts_with(header.as_bytes()));
            let set = fst::Set::new(file[header.len()..].to_vec()).unwrap();
            let keys: Vec<String> = set.stream().into_strs().unwrap();
            prop_assert_eq!(keys, want.into_keys().collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_file_that_is_no_export_is_refused_not_half_written() {
        let ruleset = ruleset();
        let house = house(&["Testzentren".to_owned()], &[], &ruleset);
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        gz.write_all(b"HAUS\tHaus\n").unwrap();
        let no_manifest = gz.finish().unwrap();
        for format in [ExportFormat::Words, ExportFormat::Fst] {
            let mut out = Vec::new();
            let e = derive(&no_manifest, format, "{}", &house, 2, &mut out).unwrap_err();
            assert_eq!(e.kind(), std::io::ErrorKind::InvalidData, "{format:?}");
        }
    }
}
