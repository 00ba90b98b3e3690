//! Flag spellings and encodings: the real `de_DE` excerpt rewritten with
//! `FLAG long`, `FLAG num`, `FLAG UTF-8` must expand every stem to exactly
//! the words of the original; in ISO8859-1 it must give the same entries.
//! (The part-of-speech profile is tied to igerman98's flag letters, so the
//! respelled files are compared on their expansion.)

use proptest::prelude::*;
use std::collections::BTreeSet;

use wortwert_importers::Parsed;
use wortwert_importers::hunspell::{self, Dictionary};

const AFF: &str = include_str!("data/hunspell/de_DE_excerpt.aff");
const DIC: &str = include_str!("data/hunspell/de_DE_excerpt.dic");

const FLAG_DIRECTIVES: &[&str] = &[
    "NEEDAFFIX",
    "ONLYINCOMPOUND",
    "FORBIDDENWORD",
    "CIRCUMFIX",
    "KEEPCASE",
    "NOSUGGEST",
    "COMPOUNDBEGIN",
    "COMPOUNDMIDDLE",
    "COMPOUNDEND",
    "COMPOUNDPERMITFLAG",
];

#[derive(Clone, Copy)]
enum Spelling {
    Long,
    Num,
    Utf8,
}

impl Spelling {
    fn directive(self) -> &'static str {
        match self {
            Spelling::Long => "FLAG long",
            Spelling::Num => "FLAG num",
            Spelling::Utf8 => "FLAG UTF-8",
        }
    }

    fn flag(self, c: char) -> String {
        match self {
            Spelling::Long => format!("{c}{c}"),
            Spelling::Num => (c as u32).to_string(),
            Spelling::Utf8 => char::from_u32(0x100 + c as u32)
                .map(String::from)
                .unwrap_or_default(),
        }
    }

    fn flags(self, text: &str) -> String {
        let flags: Vec<String> = text.chars().map(|c| self.flag(c)).collect();
        flags.join(if matches!(self, Spelling::Num) {
            ","
        } else {
            ""
        })
    }
}

/// Rewrite the char-flag excerpt in another flag spelling.
fn respell(spelling: Spelling) -> (String, String) {
    let mut aff = String::new();
    for line in AFF.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let rewritten = match fields.as_slice() {
            ["SET", ..] => format!("{line}\n{}", spelling.directive()),
            [kind @ ("PFX" | "SFX"), flag, cross, count] if count.parse::<usize>().is_ok() => {
                format!(
                    "{kind} {} {cross} {count}",
                    spelling.flag(flag.chars().next().unwrap_or('?'))
                )
            }
            [kind @ ("PFX" | "SFX"), flag, strip, add, rest @ ..] => {
                let add = match add.split_once('/') {
                    Some((add, cont)) => format!("{add}/{}", spelling.flags(cont)),
                    None => (*add).to_owned(),
                };
                let flag = spelling.flag(flag.chars().next().unwrap_or('?'));
                format!("{kind} {flag} {strip} {add} {}", rest.join(" "))
            }
            [directive, flag] if FLAG_DIRECTIVES.contains(directive) => {
                format!("{directive} {}", spelling.flags(flag))
            }
            _ => line.to_owned(),
        };
        aff.push_str(&rewritten);
        aff.push('\n');
    }
    let mut dic = String::new();
    for line in DIC.lines() {
        match line.split_once('/') {
            Some((word, flags)) => dic.push_str(&format!("{word}/{}", spelling.flags(flags))),
            None => dic.push_str(line),
        }
        dic.push('\n');
    }
    (aff, dic)
}

fn original() -> Parsed {
    hunspell::parse(AFF.as_bytes(), DIC.as_bytes()).unwrap()
}

/// Per stem line: its words, sorted.
fn expansion(aff: &str, dic: &str) -> Vec<(usize, BTreeSet<String>)> {
    let dictionary = Dictionary::load(aff.as_bytes(), dic.as_bytes()).unwrap();
    assert!(dictionary.rejected.is_empty(), "{:?}", dictionary.rejected);
    let expander = dictionary.expander();
    dictionary
        .stems
        .iter()
        .map(|stem| {
            let mut out = Vec::new();
            expander.expand(stem, &mut out);
            (stem.line, out.into_iter().map(|d| d.word).collect())
        })
        .collect()
}

#[test]
fn long_num_and_utf8_flags_expand_like_char_flags() {
    let expected = expansion(AFF, DIC);
    let words: usize = expected.iter().map(|(_, w)| w.len()).sum();
    assert!(words > 300, "the excerpt expands to {words} words");
    for spelling in [Spelling::Long, Spelling::Num, Spelling::Utf8] {
        let (aff, dic) = respell(spelling);
        assert_eq!(expansion(&aff, &dic), expected, "{}", spelling.directive());
    }
}

fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).expect("excerpt is within Latin-1"))
        .collect()
}

#[test]
fn iso8859_1_files_give_the_same_entries() {
    let aff = AFF.replace("SET UTF-8", "SET ISO8859-1");
    let parsed = hunspell::parse(&latin1(&aff), &latin1(DIC)).unwrap();
    assert_eq!(parsed, original());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any stem with any of the adjective/noun classes: entries are
    /// well-formed, and the UTF-8 and ISO8859-1 readings agree.
    #[test]
    fn random_stems_give_well_formed_entries(
        stems in prop::collection::vec(("[A-Za-zäöüß]{1,10}", "[ACNSETPUVm]{0,4}"), 1..20)
    ) {
        let mut dic = format!("{}\n", stems.len());
        for (word, flags) in &stems {
            if flags.is_empty() {
                dic.push_str(&format!("{word}\n"));
            } else {
                dic.push_str(&format!("{word}/{flags}\n"));
            }
        }
        let parsed = hunspell::parse(AFF.as_bytes(), dic.as_bytes()).unwrap();
        prop_assert!(parsed.rejected.is_empty());
        for entry in &parsed.entries {
            prop_assert!(!entry.forms.is_empty());
            prop_assert!(entry.forms.iter().all(|f| !f.form.is_empty() && !f.form.starts_with('-')));
        }
        // Each stem without flags is its own base form.
        for (word, flags) in &stems {
            if flags.is_empty() {
                prop_assert!(parsed.entries.iter().any(|e| e.forms.iter().any(|f| &f.form == word)));
            }
        }
        let aff = AFF.replace("SET UTF-8", "SET ISO8859-1");
        let latin = hunspell::parse(&latin1(&aff), &latin1(&dic)).unwrap();
        prop_assert_eq!(latin, parsed);
    }
}
