//! Duden-style entry lines, as dictionary maintainers type them:
//!
//! ```text
//! Haus, das; -es, Häuser
//! Stra|ße, die; -, -n
//! ge|hen; ging, gegangen
//! schön; schöner, am schönsten
//! Pe|ter [Vorname]
//! UNO, die [Abk.]
//! ```
//!
//! One entry per line; blank lines and everything from `#` on are skipped.
//! A line that does not follow the grammar below is refused with its line
//! number and the reason; nothing is guessed. The full description, with
//! examples, is `docs/duden-format.md`.
//!
//! # Grammar
//!
//! ```text
//! line      = head [ ";" group { ";" group } ] { mark }
//! head      = headword [ "," articles ]
//! articles  = article { ( "/" | " od. " | " oder " | " u. " | " und " ) article }
//! article   = "der" | "die" | "das"
//! group     = item { "," item }
//! item      = alternative { ( " od. " | " oder " | " u. " | " und " | " auch " | "/" ) alternative }
//! mark      = "[" name { "," name } "]"      (at the end of the line, after white space)
//! ```
//!
//! The headword and stated forms may carry syllable bars `|`, the stress
//! marks of printed dictionaries (combining dot below U+0323, combining
//! macron below U+0331, combining low line U+0332, ˈ ˌ) and middle dots `·`;
//! all of them are dropped. A headword is words of letters (`-`, `'` between
//! letters, `.` after one) separated by single spaces; a headword with a
//! space is also `multiword`, one ending in an article is refused (a comma is
//! missing). Every other form must be letters with `-` or `'` only between
//! letters ([`is_form`]): a line with any other form is refused whole.
//!
//! # Marks
//!
//! Categories: `[Vorname]` first_name, `[Nachname]` family_name,
//! `[Toponym]`/`[geogr.]` toponym, `[Eigenname]` proper_name, `[Marke]`
//! brand, `[Abk.]`/`[Abkürzung]` abbreviation, `[Fremdwort]` foreign,
//! `[Dialekt]`/`[landsch.]`/`[mundartl.]` dialect, `[Wortverbindung]`
//! multiword. An entry is `common` unless a mark says it is a name, a brand,
//! an abbreviation, a Fremdwort or dialect (the games that forbid those must
//! not find a `common` reading); `multiword` is added to either. Parts of speech: `[Subst.]`,
//! `[Verb]`, `[Adj.]`, `[Adv.]`, `[Num.]`, `[Pron.]`, `[Präp.]`, `[Konj.]`,
//! `[Interj.]`, `[Art.]`, `[Partikel]`. Unknown marks refuse the line.
//!
//! Strike marks say a headword is no word of today's German and take it out
//! of the lexicon a recipe builds ([`crate::strike`]): `[gestrichen]` the
//! entries of that headword and part of speech (`Über|zeug [gestrichen]`),
//! `[alte Schreibung]` the entries of every part of speech of a spelling
//! the 1996 reform abolished (`nu|me|rie|ren [alte Schreibung]`). A strike
//! line has no forms and no category mark.
//!
//! # Part of speech
//!
//! A `[pos]` mark decides. Otherwise: an article makes a noun; a group item
//! starting with `am ` (a superlative) an adjective; a capitalised headword a
//! noun; stated forms after a lower-case headword ending like an infinitive
//! (-en, -eln, -ern, tun, sein) a verb (other lower-case headwords with forms
//! need a mark); a lower-case headword without forms is `other`.
//!
//! # Forms
//!
//! **Nouns**: `headword, article; genitive[, plural]`. Notations: `-` (same
//! as the headword), `-s`, `-es`, `-ns`, `-en`, … (appended), `-[e]s` (both
//! `-s` and `-es`), `¨` / `¨e` / `-¨er` (umlaut of the last a, o, u or au, then
//! the suffix: `Baum; -[e]s, ¨e` → Bäume), or a full word (`Häuser`);
//! alternatives with ` u. ` / ` od. `. The plural may be `o. Pl.`; a group
//! that is just `Pl.` makes a plural-only noun. Forms: the headword (base),
//! the genitive singular (inflected_noun), the nominative plural (plural) and
//! the dative plural (plural + `n` when the plural ends in -e, -el or -er:
//! Tagen, Äpfeln, Häusern; plurals in -n, -s and foreign plurals such as
//! Roma take none).
//!
//! **Verbs**: `infinitive; [present forms;] preterite, participle`, e.g.
//! `ge|hen; du gehst, er geht; ging, gegangen`. Pronouns and auxiliaries
//! (`ich`, `du`, `er/sie/es`, `hat`, `ist`, …) before a form are dropped; a
//! separable verb's `stand auf` becomes `aufstand`. Every stated form is
//! `inflected_verb`, and so are the derived forms, which are only those that
//! are regular for every verb of their class: the preterite's person forms
//! (`ging` → gingst, gingen, gingt; `machte` → machtest, machten, machtet),
//! and for *weak* verbs (the preterite is stem + `te` / `ete`, which rules out
//! every vowel-changing or irregular verb) the present forms ich/du/er/ihr and
//! the imperative singular (`machen` → mache, machst, macht, mach). Strong
//! verbs get no derived present forms (`fahren` → du fährst cannot be derived
//! safely); state them in a present group. Participles are not declined.
//!
//! **Adjectives**: `positive; comparative, am superlative`. Forms, all
//! `inflected_adjective`: the comparative and the superlative with the five
//! endings -e, -en, -em, -er, -es (schönere …, schönste …, schönsten), and
//! the positive with the same endings (dunkel → dunkle, but scheel →
//! scheele where the comparative keeps the e, teuer → teure,
//! leise → leisen, hoch → hohe; indeclinable positives ending in a, i, o, u
//! get none). Only adjectives with stated comparison are declined: those are
//! the attributive ones (predicative-only words like `schuld` are not
//! compared).
//!
//! Other parts of speech take no forms beyond the headword.

use unicode_normalization::UnicodeNormalization;
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::{ImportedEntry, ImportedForm, Parsed, Rejected, StrikeReach, Struck};

/// Parses Duden-style lines. Refused lines are in `rejected`, struck
/// headwords in `struck`.
pub fn parse(text: &str) -> Parsed {
    let mut parsed = Parsed::default();
    for (number, raw) in text.lines().enumerate() {
        let line = number + 1;
        match read_line(raw) {
            Ok(Some(Line::Entry(mut entry))) => {
                entry.line = line;
                parsed.entries.push(entry);
            }
            Ok(Some(Line::Strike(mut struck))) => {
                struck.line = line;
                parsed.struck.push(struck);
            }
            Ok(None) => {}
            Err(reason) => parsed.rejected.push(Rejected { line, reason }),
        }
    }
    parsed
}

/// What one line says: an entry, or a headword struck out of the lexicon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    Entry(ImportedEntry),
    Strike(Struck),
}

/// Parses one line that must give an entry: `Ok(None)` for blank and
/// comment lines, an error for a strike line. The entry's `line` is 0;
/// [`parse`] sets it.
pub fn parse_line(raw: &str) -> Result<Option<ImportedEntry>, String> {
    match read_line(raw)? {
        Some(Line::Entry(entry)) => Ok(Some(entry)),
        Some(Line::Strike(struck)) => Err(format!(
            "`{}` is struck out, so the line gives no entry",
            struck.lemma
        )),
        None => Ok(None),
    }
}

/// Parses one line: `Ok(None)` for blank and comment lines. The `line` of
/// what it gives is 0; [`parse`] sets it.
pub fn read_line(raw: &str) -> Result<Option<Line>, String> {
    let without_comment = raw.split('#').next().unwrap_or("");
    let text = clean(without_comment);
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (body, marks) = split_marks(text)?;
    let mut parts = body.split(';').map(str::trim);
    let head = parts.next().unwrap_or("");
    let groups: Vec<&str> = parts.collect();
    if groups.iter().any(|g| g.is_empty()) {
        return Err("empty group between `;`".into());
    }
    let (headword, articles) = match head.split_once(',') {
        Some((word, articles)) => (word.trim(), Some(articles.trim())),
        None => (head, None),
    };
    check_headword(headword)?;
    if let Some(articles) = articles {
        check_articles(articles)?;
    }

    let pos = match marks.pos {
        Some(pos) => pos,
        None => infer_pos(headword, articles.is_some(), &groups)?,
    };
    if articles.is_some() && pos != PartOfSpeech::Noun {
        return Err(format!("an article makes `{headword}` a noun, not a {pos}"));
    }
    if let Some(reach) = marks.strike {
        return strike_line(headword, pos, reach, &groups, marks.categories).map(Some);
    }

    let mut forms = vec![ImportedForm {
        form: headword.to_owned(),
        kind: FormKind::Base,
    }];
    match pos {
        PartOfSpeech::Noun => noun_forms(headword, &groups, &mut forms)?,
        PartOfSpeech::Verb => verb_forms(headword, &groups, &mut forms)?,
        PartOfSpeech::Adjective => adjective_forms(headword, &groups, &mut forms)?,
        other if !groups.is_empty() => {
            return Err(format!("a {other} takes no stated forms"));
        }
        _ => {}
    }

    let forms = crate::merge::tidy_forms(forms);
    if let Some(bad) = forms
        .iter()
        .find(|f| f.kind != FormKind::Base && !is_form(&f.form))
    {
        return Err(format!(
            "the form `{}` is not a word: expected letters, with `-` or `'` only between them",
            bad.form
        ));
    }

    let mut categories = marks.categories;
    if headword.contains(' ') {
        categories.insert(Category::Multiword);
    }
    if categories.intersection(NOT_COMMON).is_empty() {
        categories.insert(Category::Common);
    }
    Ok(Some(Line::Entry(ImportedEntry {
        lemma: headword.to_owned(),
        pos,
        categories,
        forms,
        line: 0,
    })))
}

/// A strike line names a headword (and its part of speech) and nothing
/// else: forms or a category would describe a word it says is none.
fn strike_line(
    headword: &str,
    pos: PartOfSpeech,
    reach: StrikeReach,
    groups: &[&str],
    categories: CategorySet,
) -> Result<Line, String> {
    if !groups.is_empty() {
        return Err(format!(
            "`{headword}` is struck out, so it takes no forms: remove the groups after `;`"
        ));
    }
    if !categories.is_empty() {
        return Err(format!(
            "`{headword}` is struck out, so it takes no category mark"
        ));
    }
    if headword.contains(' ') {
        return Err(format!(
            "`{headword}` has a space: only a single word can be struck out"
        ));
    }
    Ok(Line::Strike(Struck {
        lemma: headword.to_owned(),
        pos,
        reach,
        line: 0,
    }))
}

/// Drops syllable bars and stress marks, and composes to NFC.
fn clean(text: &str) -> String {
    text.nfd()
        .filter(|c| {
            !matches!(
                c,
                '|' | '\u{0323}' | '\u{0331}' | '\u{0332}' | '\u{02C8}' | '\u{02CC}' | '·'
            )
        })
        .nfc()
        .collect()
}

/// Categories that say a word is not a standard (`common`) word.
const NOT_COMMON: CategorySet = CategorySet::EMPTY
    .with(Category::Toponym)
    .with(Category::FirstName)
    .with(Category::FamilyName)
    .with(Category::ProperName)
    .with(Category::Brand)
    .with(Category::Abbreviation)
    .with(Category::Foreign)
    .with(Category::Dialect);

#[derive(Debug, Default)]
struct Marks {
    categories: CategorySet,
    pos: Option<PartOfSpeech>,
    strike: Option<StrikeReach>,
}

enum Mark {
    Category(Category),
    Pos(PartOfSpeech),
    Strike(StrikeReach),
}

fn mark(name: &str) -> Option<Mark> {
    use Category as C;
    use PartOfSpeech as P;
    let mark = match name {
        "Vorname" => Mark::Category(C::FirstName),
        "Nachname" => Mark::Category(C::FamilyName),
        "Toponym" | "geogr." => Mark::Category(C::Toponym),
        "Eigenname" => Mark::Category(C::ProperName),
        "Marke" => Mark::Category(C::Brand),
        "Abk." | "Abkürzung" => Mark::Category(C::Abbreviation),
        "Fremdwort" => Mark::Category(C::Foreign),
        "Dialekt" | "landsch." | "mundartl." => Mark::Category(C::Dialect),
        "Wortverbindung" => Mark::Category(C::Multiword),
        "Subst." => Mark::Pos(P::Noun),
        "Verb" => Mark::Pos(P::Verb),
        "Adj." => Mark::Pos(P::Adjective),
        "Adv." => Mark::Pos(P::Adverb),
        "Num." => Mark::Pos(P::Numeral),
        "Pron." => Mark::Pos(P::Pronoun),
        "Präp." => Mark::Pos(P::Preposition),
        "Konj." => Mark::Pos(P::Conjunction),
        "Interj." => Mark::Pos(P::Interjection),
        "Art." => Mark::Pos(P::Article),
        "Partikel" => Mark::Pos(P::Particle),
        "gestrichen" => Mark::Strike(StrikeReach::Word),
        "alte Schreibung" => Mark::Strike(StrikeReach::Spelling),
        _ => return None,
    };
    Some(mark)
}

/// Splits the trailing `[mark]` groups off a line.
fn split_marks(text: &str) -> Result<(&str, Marks), String> {
    let mut marks = Marks::default();
    let mut body = text;
    while let Some(open) = body.strip_suffix(']').and_then(|b| b.rfind('[')) {
        let before = &body[..open];
        if !before.is_empty() && !before.ends_with(char::is_whitespace) {
            break;
        }
        let inside = &body[open + 1..body.len() - 1];
        for name in inside.split(',').map(str::trim) {
            match mark(name) {
                Some(Mark::Category(category)) => marks.categories.insert(category),
                Some(Mark::Pos(pos)) => {
                    if marks.pos.is_some_and(|p| p != pos) {
                        return Err(format!("two parts of speech in marks: `[{inside}]`"));
                    }
                    marks.pos = Some(pos);
                }
                Some(Mark::Strike(reach)) => {
                    if marks.strike.is_some_and(|r| r != reach) {
                        return Err(format!(
                            "`[gestrichen]` and `[alte Schreibung]` in one line: `[{inside}]`"
                        ));
                    }
                    marks.strike = Some(reach);
                }
                None => return Err(format!("unknown mark `[{name}]`")),
            }
        }
        body = before.trim_end();
    }
    Ok((body, marks))
}

fn check_headword(word: &str) -> Result<(), String> {
    if word.is_empty() {
        return Err("no headword".into());
    }
    if let Some(c) = word
        .chars()
        .find(|c| !(c.is_alphabetic() || matches!(c, '-' | '\'' | '’' | '.' | ' ')))
    {
        return Err(format!("unexpected `{c}` in the headword `{word}`"));
    }
    if !word.chars().any(char::is_alphabetic) {
        return Err(format!("the headword `{word}` has no letter"));
    }
    let words: Vec<&str> = word.split(' ').collect();
    if words.iter().any(|w| w.is_empty()) {
        return Err(format!(
            "expected one space between the words of the headword `{word}`"
        ));
    }
    if let Some(last) = words.last().filter(|w| words.len() > 1 && is_article(w)) {
        return Err(format!(
            "expected `, {last}` (a comma before the article), found `{word}`"
        ));
    }
    if let Some(w) = words.iter().find(|w| !is_headword_part(w)) {
        return Err(format!(
            "expected letters in `{w}` of the headword (`-` and `'` between them, `.` after them)"
        ));
    }
    Ok(())
}

fn is_article(word: &str) -> bool {
    matches!(word, "der" | "die" | "das")
}

/// One word of a headword: starts with a letter (or an apostrophe: `'s`),
/// `-` and `'` between letters, `.` only after a letter (`Dr.`, `usw.`).
fn is_headword_part(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    let starts_well = chars
        .first()
        .is_some_and(|c| c.is_alphabetic() || matches!(c, '\'' | '’'));
    starts_well
        && chars.iter().enumerate().all(|(i, c)| match c {
            '.' => i > 0 && chars[i - 1].is_alphabetic(),
            '-' => i > 0 && i + 1 < chars.len() && chars[i - 1] != '-',
            _ => true,
        })
}

/// A stated or derived form: letters, with `-` or `'` only between letters
/// (no spaces, no other punctuation: `...then` and `Flexitarier ders` are
/// not words).
pub fn is_form(form: &str) -> bool {
    let chars: Vec<char> = form.chars().collect();
    !chars.is_empty()
        && chars.iter().enumerate().all(|(i, c)| {
            c.is_alphabetic()
                || (matches!(c, '-' | '\'' | '’')
                    && i > 0
                    && i + 1 < chars.len()
                    && chars[i - 1].is_alphabetic()
                    && chars[i + 1].is_alphabetic())
        })
}

fn check_articles(articles: &str) -> Result<(), String> {
    let ok = split_alternatives(articles)
        .iter()
        .all(|a| matches!(*a, "der" | "die" | "das"));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "expected `der`, `die` or `das` after the comma, found `{articles}`"
        ))
    }
}

fn infer_pos(headword: &str, has_article: bool, groups: &[&str]) -> Result<PartOfSpeech, String> {
    if has_article {
        return Ok(PartOfSpeech::Noun);
    }
    let superlative = groups
        .iter()
        .flat_map(|g| g.split(','))
        .any(|item| item.trim().starts_with("am "));
    if superlative {
        return Ok(PartOfSpeech::Adjective);
    }
    if headword.chars().next().is_some_and(char::is_uppercase) {
        return Ok(PartOfSpeech::Noun);
    }
    if groups.is_empty() {
        return Ok(PartOfSpeech::Other);
    }
    if looks_like_infinitive(headword) {
        return Ok(PartOfSpeech::Verb);
    }
    Err(format!(
        "cannot tell whether `{headword}` is a verb or an adjective: add [Verb] or [Adj.]"
    ))
}

/// German infinitives end in -en, -eln, -ern, or are (compounds of) tun and sein.
fn looks_like_infinitive(word: &str) -> bool {
    ["en", "eln", "ern", "tun", "sein"]
        .iter()
        .any(|ending| word.ends_with(ending))
}

/// Splits `a u. b`, `a od. b`, `a/b`, … into its alternatives.
fn split_alternatives(item: &str) -> Vec<&str> {
    let mut parts = vec![item];
    for separator in [" od. ", " oder ", " u. ", " und ", " auch ", "/"] {
        parts = parts
            .into_iter()
            .flat_map(|p| p.split(separator))
            .map(str::trim)
            .collect();
    }
    parts.retain(|p| !p.is_empty());
    parts
}

fn push(forms: &mut Vec<ImportedForm>, form: String, kind: FormKind) {
    forms.push(ImportedForm { form, kind });
}

fn is_word(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’' | '.'))
}

// ---- nouns ----

#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    Genitive,
    Plural,
}

fn noun_forms(lemma: &str, groups: &[&str], forms: &mut Vec<ImportedForm>) -> Result<(), String> {
    let group = match groups {
        [] => return Ok(()),
        [group] => *group,
        _ => return Err("a noun has one group: `genitive, plural`".into()),
    };
    if group == "Pl." {
        push_dative_plural(lemma, forms);
        return Ok(());
    }
    let items: Vec<&str> = group.split(',').map(str::trim).collect();
    let (genitive, plural) = match items.as_slice() {
        [genitive] => (*genitive, None),
        [genitive, plural] => (*genitive, Some(*plural)),
        _ => {
            return Err(format!(
                "a noun's group is `genitive, plural`, found {} items",
                items.len()
            ));
        }
    };
    for form in expand(lemma, genitive, Slot::Genitive)? {
        push(forms, form, FormKind::InflectedNoun);
    }
    if let Some(plural) = plural {
        for form in expand(lemma, plural, Slot::Plural)? {
            push_dative_plural(&form, forms);
            push(forms, form, FormKind::Plural);
        }
    }
    Ok(())
}

/// Dative plural: Tage → Tagen, Häuser → Häusern, Äpfel → Äpfeln; plurals
/// in -n, -s and foreign plurals in -a, -i, … stay (Straßen, Autos, Roma).
fn push_dative_plural(plural: &str, forms: &mut Vec<ImportedForm>) {
    if plural.ends_with('e') || plural.ends_with("el") || plural.ends_with("er") {
        push(forms, format!("{plural}n"), FormKind::Plural);
    }
}

/// Expands one noun notation (`-[e]s`, `¨er`, `Häuser`, …) to full forms.
fn expand(lemma: &str, item: &str, slot: Slot) -> Result<Vec<String>, String> {
    if slot == Slot::Plural && matches!(item, "o. Pl." | "ohne Pl." | "Pl. ungebr.") {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for alternative in split_alternatives(item) {
        if alternative == "-" {
            out.push(lemma.to_owned());
        } else if alternative.contains(['¨', '"']) {
            let suffix: String = alternative
                .chars()
                .filter(|c| !matches!(c, '¨' | '"' | '-'))
                .collect();
            check_suffix(&suffix, alternative)?;
            let umlauted = umlaut(lemma)
                .ok_or_else(|| format!("`{lemma}` has no vowel to umlaut for `{alternative}`"))?;
            out.push(format!("{umlauted}{suffix}"));
        } else if let Some(suffix) = alternative.strip_prefix('-') {
            for variant in optional_variants(suffix, alternative)? {
                check_suffix(&variant, alternative)?;
                out.push(format!("{lemma}{variant}"));
            }
        } else if is_word(alternative) && alternative.chars().any(char::is_alphabetic) {
            out.push(alternative.to_owned());
        } else {
            let what = match slot {
                Slot::Genitive => "genitive",
                Slot::Plural => "plural",
            };
            return Err(format!("cannot read the {what} `{alternative}`"));
        }
    }
    Ok(out)
}

/// `[e]s` → `s`, `es`.
fn optional_variants(suffix: &str, notation: &str) -> Result<Vec<String>, String> {
    match suffix.find('[') {
        None => Ok(vec![suffix.to_owned()]),
        Some(open) => {
            let close = suffix[open..]
                .find(']')
                .map(|c| open + c)
                .ok_or_else(|| format!("unclosed `[` in `{notation}`"))?;
            let (before, optional, after) = (
                &suffix[..open],
                &suffix[open + 1..close],
                &suffix[close + 1..],
            );
            if after.contains(['[', ']']) {
                return Err(format!("one optional part at most in `{notation}`"));
            }
            Ok(vec![
                format!("{before}{after}"),
                format!("{before}{optional}{after}"),
            ])
        }
    }
}

fn check_suffix(suffix: &str, notation: &str) -> Result<(), String> {
    if suffix
        .chars()
        .all(|c| c.is_lowercase() && c.is_alphabetic())
    {
        Ok(())
    } else {
        Err(format!("cannot read the ending in `{notation}`"))
    }
}

/// Umlauts the last a, o, u or au of a word (aa, oo: one letter): Haus →
/// Häus, Saal → Säl, Mutter → Mütter. `None` when there is nothing to umlaut.
pub fn umlaut(word: &str) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    let at = chars
        .iter()
        .rposition(|c| matches!(c, 'a' | 'o' | 'u' | 'A' | 'O' | 'U'))?;
    let mut out: Vec<char> = chars.clone();
    let c = chars[at];
    let previous = at.checked_sub(1).map(|i| chars[i]);
    match (previous, c) {
        (Some('a' | 'A'), 'u') => {
            out[at - 1] = if previous == Some('A') { 'Ä' } else { 'ä' };
        }
        (Some('e' | 'E' | 'ä' | 'Ä' | 'q' | 'Q'), 'u') => return None,
        (Some('a'), 'a') | (Some('o'), 'o') | (Some('A'), 'a') | (Some('O'), 'o') => {
            out[at - 1] = umlaut_letter(chars[at - 1]);
            out.remove(at);
        }
        _ => out[at] = umlaut_letter(c),
    }
    Some(out.into_iter().collect())
}

fn umlaut_letter(c: char) -> char {
    match c {
        'a' => 'ä',
        'o' => 'ö',
        'u' => 'ü',
        'A' => 'Ä',
        'O' => 'Ö',
        'U' => 'Ü',
        other => other,
    }
}

// ---- verbs ----

const PRONOUNS: &[&str] = &[
    "ich",
    "du",
    "er",
    "sie",
    "es",
    "wir",
    "ihr",
    "man",
    "er/sie/es",
    "er/sie",
    "sie/er",
];
const AUXILIARIES: &[&str] = &[
    "hat", "ist", "habe", "bin", "haben", "sein", "hat/ist", "ist/hat",
];
/// Verbs whose preterite looks weak but whose present is not regular.
const IRREGULAR_PRESENT: &[&str] = &["sollen", "wollen"];

fn verb_forms(lemma: &str, groups: &[&str], forms: &mut Vec<ImportedForm>) -> Result<(), String> {
    let Some((last, present_groups)) = groups.split_last() else {
        return Ok(());
    };
    if !looks_like_infinitive(lemma) || lemma.contains(' ') {
        return Err(format!(
            "`{lemma}` is not an infinitive (-en, -eln, -ern, tun, sein)"
        ));
    }
    for group in present_groups {
        for item in group.split(',') {
            for (form, _) in verb_item(lemma, item)? {
                push(forms, form, FormKind::InflectedVerb);
            }
        }
    }
    let items: Vec<&str> = last.split(',').map(str::trim).collect();
    let [preterite, participle] = items.as_slice() else {
        return Err(format!(
            "a verb's last group is `preterite, participle`, found {} items",
            items.len()
        ));
    };
    let preterites = verb_item(lemma, preterite)?;
    for (form, _) in verb_item(lemma, participle)? {
        push(forms, form, FormKind::InflectedVerb);
    }
    let stem = verb_stem(lemma);
    for (preterite, separable) in &preterites {
        let separable = *separable;
        for form in preterite_persons(preterite) {
            push(forms, form, FormKind::InflectedVerb);
        }
        push(forms, preterite.clone(), FormKind::InflectedVerb);
        let weak = *preterite == format!("{stem}te") || *preterite == format!("{stem}ete");
        if weak && !IRREGULAR_PRESENT.contains(&lemma) {
            let e_inserted = *preterite == format!("{stem}ete");
            for form in weak_present(lemma, stem, e_inserted, separable) {
                push(forms, form, FormKind::InflectedVerb);
            }
        }
    }
    Ok(())
}

/// One stated verb form, pronoun and auxiliary dropped, alternatives split;
/// `stand auf` (of `aufstehen`) → `aufstand`, marked as separable.
fn verb_item(lemma: &str, item: &str) -> Result<Vec<(String, bool)>, String> {
    let mut out = Vec::new();
    for alternative in split_alternatives_verb(item.trim()) {
        let mut words: Vec<&str> = alternative.split_whitespace().collect();
        while words.len() > 1 && (PRONOUNS.contains(&words[0]) || AUXILIARIES.contains(&words[0])) {
            words.remove(0);
        }
        let form = match words.as_slice() {
            [word] if is_word(word) => ((*word).to_owned(), false),
            [word, particle]
                if is_word(word)
                    && is_word(particle)
                    && lemma.starts_with(particle)
                    && lemma.len() > particle.len() =>
            {
                (format!("{particle}{word}"), true)
            }
            _ => {
                return Err(format!(
                    "cannot read the verb form `{}`",
                    alternative.trim()
                ));
            }
        };
        out.push(form);
    }
    if out.is_empty() {
        return Err("empty verb form".into());
    }
    Ok(out)
}

/// Like [`split_alternatives`], but `er/sie/es` is a pronoun, not three alternatives.
fn split_alternatives_verb(item: &str) -> Vec<String> {
    let protected = item
        .replace("er/sie/es", "er\u{1}sie\u{1}es")
        .replace("er/sie", "er\u{1}sie")
        .replace("hat/ist", "hat\u{1}ist")
        .replace("ist/hat", "ist\u{1}hat");
    split_alternatives(&protected)
        .into_iter()
        .map(|a| a.replace('\u{1}', "/"))
        .collect()
}

fn verb_stem(infinitive: &str) -> &str {
    if infinitive.ends_with("eln") || infinitive.ends_with("ern") {
        &infinitive[..infinitive.len() - 1]
    } else if let Some(stem) = infinitive.strip_suffix("en") {
        stem
    } else {
        infinitive.strip_suffix('n').unwrap_or(infinitive)
    }
}

/// du, wir, ihr of a preterite: ging → gingst, gingen, gingt.
fn preterite_persons(preterite: &str) -> Vec<String> {
    if preterite.ends_with('e') {
        return vec![
            format!("{preterite}st"),
            format!("{preterite}n"),
            format!("{preterite}t"),
        ];
    }
    let dental = preterite.ends_with(['t', 'd']);
    let sibilant = preterite.ends_with(['s', 'ß', 'x', 'z']);
    vec![
        if dental || sibilant {
            format!("{preterite}est")
        } else {
            format!("{preterite}st")
        },
        format!("{preterite}en"),
        if dental {
            format!("{preterite}et")
        } else {
            format!("{preterite}t")
        },
    ]
}

/// ich, du, er/ihr and the imperative of a weak verb.
fn weak_present(infinitive: &str, stem: &str, e_inserted: bool, separable: bool) -> Vec<String> {
    let first = if infinitive.ends_with("eln") {
        // sammeln → sammle
        let base = &stem[..stem.len() - 2];
        format!("{base}le")
    } else {
        format!("{stem}e")
    };
    let second = if e_inserted {
        format!("{stem}est")
    } else if stem.ends_with(['s', 'ß', 'x', 'z']) {
        format!("{stem}t")
    } else {
        format!("{stem}st")
    };
    let third = if e_inserted {
        format!("{stem}et")
    } else {
        format!("{stem}t")
    };
    let mut forms = vec![first.clone(), second, third];
    if !separable {
        forms.push(if e_inserted || infinitive.ends_with("eln") {
            first
        } else {
            stem.to_owned()
        });
    }
    forms
}

// ---- adjectives ----

const ENDINGS: [&str; 5] = ["e", "en", "em", "er", "es"];

fn adjective_forms(
    lemma: &str,
    groups: &[&str],
    forms: &mut Vec<ImportedForm>,
) -> Result<(), String> {
    let group = match groups {
        [] => return Ok(()),
        [group] => *group,
        _ => return Err("an adjective has one group: `comparative, am superlative`".into()),
    };
    let items: Vec<&str> = group.split(',').map(str::trim).collect();
    let [comparative, superlative] = items.as_slice() else {
        return Err(format!(
            "an adjective's group is `comparative, am superlative`, found {} items",
            items.len()
        ));
    };
    for form in split_alternatives(comparative) {
        if !is_word(form) {
            return Err(format!("cannot read the comparative `{form}`"));
        }
        push(forms, form.to_owned(), FormKind::InflectedAdjective);
        for ending in ENDINGS {
            push(
                forms,
                format!("{form}{ending}"),
                FormKind::InflectedAdjective,
            );
        }
    }
    for form in split_alternatives(superlative) {
        let stem = form
            .strip_prefix("am ")
            .and_then(|f| f.trim().strip_suffix("en"))
            .filter(|s| s.ends_with("st") && is_word(s))
            .ok_or_else(|| format!("cannot read the superlative `{form}` (expected `am …sten`)"))?;
        for ending in ENDINGS {
            push(
                forms,
                format!("{stem}{ending}"),
                FormKind::InflectedAdjective,
            );
        }
    }
    // An -el whose e the comparative keeps is stressed (scheel: scheeler,
    // scheele; fidel: fideler, fidele), else it drops (nobel: nobler, noble).
    let keeps_el = lemma.ends_with("el")
        && split_alternatives(comparative)
            .iter()
            .all(|c| *c == format!("{lemma}er"));
    for form in positive_declension(lemma, keeps_el) {
        push(forms, form, FormKind::InflectedAdjective);
    }
    Ok(())
}

/// The declined positive: schön → schöne …; dunkel → dunkle (unless
/// `keeps_el`: scheel → scheele); teuer → teure; leise → leisen; hoch →
/// hohe; lila → none.
fn positive_declension(lemma: &str, keeps_el: bool) -> Vec<String> {
    let stem: String = if lemma == "hoch" {
        "hoh".to_owned()
    } else if let Some(base) = lemma.strip_suffix("el").filter(|_| !keeps_el) {
        format!("{base}l")
    } else if let Some(base) = lemma
        .strip_suffix("er")
        .filter(|b| b.ends_with("au") || b.ends_with("eu"))
    {
        format!("{base}r")
    } else if lemma.ends_with('e') {
        return ["n", "m", "r", "s"]
            .iter()
            .map(|e| format!("{lemma}{e}"))
            .collect();
    } else if lemma.ends_with(['a', 'i', 'o', 'u', 'y']) {
        return Vec::new();
    } else {
        lemma.to_owned()
    };
    ENDINGS.iter().map(|e| format!("{stem}{e}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn umlauts() {
        let rows = [
            ("Haus", Some("Häus")),
            ("Baum", Some("Bäum")),
            ("Saal", Some("Säl")),
            ("Boot", Some("Böt")),
            ("Mutter", Some("Mütter")),
            ("Apfel", Some("Äpfel")),
            ("Ofen", Some("Öfen")),
            ("Kreuz", None),
            ("Tisch", None),
        ];
        for (word, expected) in rows {
            assert_eq!(umlaut(word).as_deref(), expected, "{word}");
        }
    }

    #[test]
    fn positive_declension_rows() {
        assert_eq!(
            positive_declension("schön", false),
            ["schöne", "schönen", "schönem", "schöner", "schönes"]
        );
        assert_eq!(positive_declension("dunkel", false)[0], "dunkle");
        assert_eq!(positive_declension("teuer", false)[0], "teure");
        assert_eq!(positive_declension("bitter", false)[0], "bittere");
        assert_eq!(positive_declension("hoch", false)[0], "hohe");
        assert_eq!(
            positive_declension("leise", false),
            ["leisen", "leisem", "leiser", "leises"]
        );
        assert!(positive_declension("lila", false).is_empty());
        assert_eq!(positive_declension("scheel", true)[0], "scheele");
    }

    #[test]
    fn preterite_person_rows() {
        assert_eq!(preterite_persons("ging"), ["gingst", "gingen", "gingt"]);
        assert_eq!(
            preterite_persons("machte"),
            ["machtest", "machten", "machtet"]
        );
        assert_eq!(preterite_persons("bat"), ["batest", "baten", "batet"]);
        assert_eq!(preterite_persons("las"), ["lasest", "lasen", "last"]);
    }

    #[test]
    fn alternatives() {
        assert_eq!(split_alternatives("Säue u. -en"), ["Säue", "-en"]);
        assert_eq!(split_alternatives("-s/-"), ["-s", "-"]);
        assert_eq!(
            split_alternatives_verb("er/sie/es geht"),
            ["er/sie/es geht"]
        );
    }
}
