//! The forms of an entry added by hand, so a maintainer need not type each
//! one: read from a Duden-style line by the importer's own parser
//! (`wortwert_importers::duden`), or made „like“ an entry the lexicon has
//! (`Klimakleber` like `Kleber`, `entfolgen` like `folgen`). Pure: the
//! command shows what this makes before anything is written.

use wortwert_domain::model::{CategorySet, FormKind, PartOfSpeech};

/// An entry as it would be added: its lemma, part of speech, categories
/// and forms besides the lemma.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inflected {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
    pub forms: Vec<(String, FormKind)>,
}

/// The entry a Duden-style line describes (`Kli|ma|kle|ber, der; -s, -`),
/// with the forms the importer makes of it; why not, when the line does not
/// follow the format (docs/duden-format.md).
pub fn from_duden_line(line: &str) -> Result<Inflected, String> {
    let entry = wortwert_importers::duden::parse_line(line)?
        .ok_or_else(|| "the line is empty or only a comment".to_owned())?;
    let forms = entry
        .forms
        .iter()
        .filter(|f| !(f.form == entry.lemma && f.kind == FormKind::Base))
        .map(|f| (f.form.clone(), f.kind))
        .collect();
    Ok(Inflected {
        lemma: entry.lemma,
        pos: entry.pos,
        categories: entry.categories,
        forms,
    })
}

/// Prefixes after which a verb's participle has no `ge-` (`entfolgt`,
/// `verschwurbelt`), as German verbs with an inseparable prefix.
const INSEPARABLE: &[&str] = &["be", "emp", "ent", "er", "ge", "miss", "ver", "zer"];

/// The forms of `lemma` made like those of `model` (its lemma and forms):
/// the part of `lemma` before what the two share at their end replaces
/// `model`'s in every form (`Kleber` → `Klimakleber`, `Häuser` →
/// `Hochhäuser`, `änderte` → `genderte`). A verb made by putting an
/// inseparable prefix before the model (`entfolgen` like `folgen`) drops
/// the participle's `ge-` (`entfolgt`); `geändert` becomes `gegendert`.
/// Refused, naming them, when forms of the model cannot be carried over;
/// the maintainer then types those with `--form`.
pub fn like(
    lemma: &str,
    model: &str,
    model_forms: &[(String, FormKind)],
) -> Result<Vec<(String, FormKind)>, String> {
    let (new_head, old_head, shared) = differing_heads(lemma, model)?;
    // Where the heads differ, a form is carried over only if it keeps the
    // model's stem (the shared ending up to its last two letters): `ging`
    // is no form of a verb ending like `gehen`, `Mäuse` none of one like `Maus`.
    let kept_stem: String = if old_head.is_empty() {
        String::new()
    } else {
        let keep = shared.chars().count().saturating_sub(2).max(1);
        shared.chars().take(keep).collect()
    };
    // A verb in -ern or -eln drops that e before an ending (ändern → ich
    // ändre, sammeln → ich sammle): the stem without it is the model's too.
    let elided_stem: Option<String> = ["ern", "eln"]
        .iter()
        .find(|ending| shared.ends_with(*ending))
        .and_then(|ending| {
            let unelided = kept_stem.strip_suffix('e')?;
            Some(format!("{unelided}{}", &ending[1..2]))
        });
    let stems: Vec<&str> = std::iter::once(kept_stem.as_str())
        .chain(elided_stem.as_deref())
        .collect();
    let inseparable = old_head.is_empty()
        && INSEPARABLE
            .iter()
            .any(|prefix| new_head.eq_ignore_ascii_case(prefix));
    let model_start: String = model.to_lowercase().chars().take(3).collect();
    let mut forms: Vec<(String, FormKind)> = Vec::new();
    let mut stuck = Vec::new();
    for (form, kind) in model_forms {
        if form == model && *kind == FormKind::Base {
            continue;
        }
        match carry(
            form,
            &new_head,
            &old_head,
            &stems,
            inseparable,
            &model_start,
        ) {
            Some(made) => {
                if made != lemma && !forms.iter().any(|(f, k)| *f == made && k == kind) {
                    forms.push((made, *kind));
                }
            }
            None => stuck.push(form.as_str()),
        }
    }
    if !stuck.is_empty() {
        return Err(format!(
            "forms of `{model}` that cannot be carried over to `{lemma}`: {}; give them with --form FORM:KIND",
            stuck.join(", ")
        ));
    }
    Ok(forms)
}

/// What comes before the longest common ending of `lemma` and `model`
/// (compared without the case of the first letter): `("Klima", "")` for
/// Klimakleber and Kleber, `("ge", "ä")` for gendern and ändern.
fn differing_heads(lemma: &str, model: &str) -> Result<(String, String, String), String> {
    let new: Vec<char> = lemma.chars().collect();
    let old: Vec<char> = model.chars().collect();
    let same = |a: char, b: char| a == b || a.to_lowercase().eq(b.to_lowercase());
    let shared = new
        .iter()
        .rev()
        .zip(old.iter().rev())
        .take_while(|(a, b)| same(**a, **b))
        .count();
    // Two words that share less than a syllable's ending are not made alike.
    if shared < 3.min(old.len()) || shared == 0 {
        return Err(format!(
            "`{lemma}` and `{model}` do not end alike: a form is carried over by the ending the two words share"
        ));
    }
    let new_head: String = new[..new.len() - shared].iter().collect();
    let old_head: String = old[..old.len() - shared].iter().collect();
    let ending: String = old[old.len() - shared..].iter().collect();
    Ok((new_head, old_head, ending))
}

/// `form` with `old_head` replaced by `new_head` at its start (or after
/// the participle's `ge-`), its first letter's case as the head's place
/// wants it; `None` when the form does not start with `old_head` and then
/// one of `stems`.
fn carry(
    form: &str,
    new_head: &str,
    old_head: &str,
    stems: &[&str],
    inseparable: bool,
    model_start: &str,
) -> Option<String> {
    if old_head.is_empty() {
        // A head put before the model's forms: their first letter joins
        // the compound in lower case (Klima + kleber), unless there is no head.
        if new_head.is_empty() {
            return Some(form.to_owned());
        }
        let rest = lower_first(form);
        // `gefolgt` → `entfolgt`: an inseparable prefix takes off the ge-
        // the model's own stem does not start with (gefolgt of folg-,
        // gegangen and gegeben of geh- and geb-, but not gehst).
        if inseparable && rest.len() > 2 && rest.starts_with("ge") && !rest.starts_with(model_start)
        {
            return Some(format!("{new_head}{}", &rest[2..]));
        }
        return Some(format!("{new_head}{rest}"));
    }
    let keeps_stem = |rest: &str| stems.iter().any(|stem| rest.starts_with(stem));
    if let Some(rest) = strip_prefix_caseless(form, old_head).filter(|r| keeps_stem(r)) {
        return Some(format!("{}{rest}", with_case_of(new_head, form)));
    }
    // The participle of a verb: ge + head + … (`geändert` → `gegendert`).
    let after_ge = form.strip_prefix("ge")?;
    let rest = strip_prefix_caseless(after_ge, old_head).filter(|r| keeps_stem(r))?;
    Some(format!("ge{new_head}{rest}"))
}

fn lower_first(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn strip_prefix_caseless<'a>(word: &'a str, prefix: &str) -> Option<&'a str> {
    let mut rest = word;
    for p in prefix.chars() {
        let mut chars = rest.chars();
        let c = chars.next()?;
        if !(c == p || c.to_lowercase().eq(p.to_lowercase())) {
            return None;
        }
        rest = chars.as_str();
    }
    Some(rest)
}

/// `head` with its first letter upper-case where `form` starts upper-case.
fn with_case_of(head: &str, form: &str) -> String {
    let upper = form.chars().next().is_some_and(char::is_uppercase);
    let mut chars = head.chars();
    match chars.next() {
        Some(first) if upper => first.to_uppercase().chain(chars).collect(),
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use FormKind::*;

    fn forms(list: &[(&str, FormKind)]) -> Vec<(String, FormKind)> {
        list.iter().map(|(f, k)| ((*f).to_owned(), *k)).collect()
    }

    #[test]
    fn a_compound_takes_its_heads_forms() {
        let kleber = forms(&[
            ("Kleber", Base),
            ("Klebers", InflectedNoun),
            ("Klebern", InflectedNoun),
        ]);
        assert_eq!(
            like("Klimakleber", "Kleber", &kleber).unwrap(),
            forms(&[
                ("Klimaklebers", InflectedNoun),
                ("Klimaklebern", InflectedNoun)
            ])
        );
        let haus = forms(&[
            ("Haus", Base),
            ("Häuser", Plural),
            ("Hauses", InflectedNoun),
        ]);
        assert_eq!(
            like("Hochhaus", "Haus", &haus).unwrap(),
            forms(&[("Hochhäuser", Plural), ("Hochhauses", InflectedNoun)])
        );
    }

    #[test]
    fn verbs_alike_by_their_ending() {
        let andern = forms(&[
            ("ändern", Base),
            ("änderte", InflectedVerb),
            ("geändert", InflectedVerb),
            ("ändernd", InflectedVerb),
            ("ändre", InflectedVerb),
        ]);
        assert_eq!(
            like("gendern", "ändern", &andern).unwrap(),
            forms(&[
                ("genderte", InflectedVerb),
                ("gegendert", InflectedVerb),
                ("gendernd", InflectedVerb),
                ("gendre", InflectedVerb)
            ])
        );
        let handeln = forms(&[("handeln", Base), ("handle", InflectedVerb)]);
        assert_eq!(
            like("wandeln", "handeln", &handeln).unwrap(),
            forms(&[("wandle", InflectedVerb)])
        );
        let folgen = forms(&[
            ("folgen", Base),
            ("folgte", InflectedVerb),
            ("gefolgt", InflectedVerb),
        ]);
        assert_eq!(
            like("entfolgen", "folgen", &folgen).unwrap(),
            forms(&[("entfolgte", InflectedVerb), ("entfolgt", InflectedVerb)])
        );
    }

    #[test]
    fn what_cannot_be_carried_over_is_named() {
        let gehen = forms(&[
            ("gehen", Base),
            ("gehst", InflectedVerb),
            ("ging", InflectedVerb),
            ("gegangen", InflectedVerb),
        ]);
        assert_eq!(
            like("vergehen", "gehen", &gehen).unwrap(),
            forms(&[
                ("vergehst", InflectedVerb),
                ("verging", InflectedVerb),
                ("vergangen", InflectedVerb)
            ]),
            "a head before the model carries every form"
        );
        let err = like("stehen", "gehen", &gehen).unwrap_err();
        assert!(err.contains("ging") && err.contains("gegangen"), "{err}");
        let maus = forms(&[("Maus", Base), ("Mäuse", Plural)]);
        assert!(like("Laus", "Maus", &maus).unwrap_err().contains("Mäuse"));
        let err = like("Baum", "Kleber", &forms(&[("Kleber", Base)])).unwrap_err();
        assert!(err.contains("do not end alike"), "{err}");
    }

    #[test]
    fn a_duden_line_gives_the_importers_forms() {
        let entry = from_duden_line("Kli|ma|kle|ber, der; -s, -").unwrap();
        assert_eq!(entry.lemma, "Klimakleber");
        assert_eq!(entry.pos, PartOfSpeech::Noun);
        assert!(
            entry.forms.iter().any(|(f, _)| f == "Klimaklebers"),
            "{:?}",
            entry.forms
        );
        assert!(
            entry
                .forms
                .iter()
                .all(|(f, k)| !(f == "Klimakleber" && *k == Base))
        );
        assert!(from_duden_line("Klimakleber der; -s, -").is_err());
        assert!(from_duden_line("  # nur ein Kommentar").is_err());
    }
}
